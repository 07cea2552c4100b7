import type { Rule } from 'eslint';

/** The layers rule of eslint.boundaries.js, for the test that holds it to its word. */
export declare const boundaries: { readonly rules: { readonly layers: Rule.RuleModule } };
