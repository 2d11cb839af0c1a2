# Translations of the interface (GNU gettext): po/LANG.po, compiled by
# msgfmt into po/locale/LANG/LC_MESSAGES/catan.mo, which the tests read
# (CATAN_LOCALEDIR) and make install puts under $(localedir).
# make update-po extracts the marked texts of POTFILES into catan.pot and
# merges them into each LANG.po.
PO_LINGUAS = de nl
PO_MO = po/locale/de/LC_MESSAGES/catan.mo po/locale/nl/LC_MESSAGES/catan.mo
EXTRA_DIST += po/POTFILES po/catan.pot po/de.po po/nl.po
noinst_DATA = $(PO_MO)

po/locale/de/LC_MESSAGES/catan.mo: $(srcdir)/po/de.po
	$(AM_V_GEN)$(MKDIR_P) po/locale/de/LC_MESSAGES && \
	$(MSGFMT) --check -o $@ $(srcdir)/po/de.po
po/locale/nl/LC_MESSAGES/catan.mo: $(srcdir)/po/nl.po
	$(AM_V_GEN)$(MKDIR_P) po/locale/nl/LC_MESSAGES && \
	$(MSGFMT) --check -o $@ $(srcdir)/po/nl.po

install-data-local: $(PO_MO)
	@for lang in $(PO_LINGUAS); do \
		$(MKDIR_P) "$(DESTDIR)$(localedir)/$$lang/LC_MESSAGES" && \
		$(INSTALL_DATA) "po/locale/$$lang/LC_MESSAGES/catan.mo" \
			"$(DESTDIR)$(localedir)/$$lang/LC_MESSAGES/catan.mo" || exit 1; \
	done
uninstall-local:
	@for lang in $(PO_LINGUAS); do \
		rm -f "$(DESTDIR)$(localedir)/$$lang/LC_MESSAGES/catan.mo"; \
	done
clean-local:
	-rm -rf po/locale

update-po:
	cd $(srcdir) && $(XGETTEXT) --from-code=UTF-8 --keyword=_ --keyword=N_ \
		--package-name=$(PACKAGE) --package-version=$(VERSION) \
		--files-from=po/POTFILES -o po/catan.pot
	for lang in $(PO_LINGUAS); do \
		$(MSGMERGE) --update --backup=none $(srcdir)/po/$$lang.po $(srcdir)/po/catan.pot || exit 1; \
	done
.PHONY: update-po

# The interface in German and Dutch, as a user chooses it.
EXTRA_DIST += tests/cli/i18n.sh
TESTS += tests/cli/i18n.sh

# The games' own reasons and set-up commands' refusals in German and Dutch.
EXTRA_DIST += tests/cli/i18n-games.sh
TESTS += tests/cli/i18n-games.sh

# A card designer's messages (the card database's checks, the effect
# compiler's, sim merge's and the invariant checker's) in German and Dutch.
EXTRA_DIST += tests/cli/i18n-cards.sh
TESTS += tests/cli/i18n-cards.sh
