# The readline console.
