// Placeholder until the generators land: the reference issue replaces this file.
console.log('reference: nothing to generate yet');
