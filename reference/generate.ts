// Placeholder: the reference generators (reference/typescript, reference/graphql) replace this.
console.log('reference: nothing to generate yet');
