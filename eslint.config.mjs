// @ts-check
import fs from 'node:fs';
import { URL } from 'node:url';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What git ignores is built or generated (build/, generated/, the checks' .work/ folders, ...), so ESLint skips it
 * too. Read from .gitignore rather than listed again: a folder added there cannot be linted by mistake.
 */
function gitIgnored() {
    return fs
        .readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
        .split('\n')
        .map(line => line.trim())
        .filter(line => line && !line.startsWith('#'))
        .map(line => {
            const negated = line.startsWith('!');
            const pattern = negated ? line.slice(1) : line;
            // gitignore: a leading or inner slash anchors the pattern at the root; otherwise it matches at any depth.
            const anchored = pattern.replace(/\/$/, '').includes('/');
            const glob = anchored ? pattern.replace(/^\//, '') : `**/${pattern}`;
            return negated ? `!${glob}` : glob;
        });
}

export default defineConfig(
    globalIgnores([
        ...gitIgnored(),
        // The theme's SearchBar, byte for byte plus upstream.diff (src/theme/SearchBar/upstream.test.ts).
        'src/theme/SearchBar/index.tsx',
        // The theme's DocItem/Content, byte for byte plus upstream.diff (src/theme/DocItem/Content/upstream.test.ts).
        'src/theme/DocItem/Content/index.tsx',
        // The theme's CodeBlock and CodeBlock/Content/String, byte for byte plus upstream.diff (src/theme/CodeBlock/upstream.test.ts).
        'src/theme/CodeBlock/index.tsx',
        'src/theme/CodeBlock/Content/String.tsx',
    ]),
    js.configs.recommended,
    tseslint.configs.recommendedTypeChecked,
    {
        languageOptions: {
            parserOptions: {
                projectService: true,
                tsconfigRootDir: import.meta.dirname,
            },
        },
        rules: {
            // An async function without await is how the test fakes implement Promise-returning interfaces.
            '@typescript-eslint/require-await': 'off',
            // A leading underscore marks a parameter a signature requires but the body does not use.
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
            '@typescript-eslint/no-floating-promises': [
                'error',
                // node:test runs the returned promises of test() and describe() itself.
                {
                    allowForKnownSafeCalls: [
                        { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
                    ],
                },
            ],
        },
    },
    {
        // One module style: tsx and Docusaurus run these files as CommonJS, resolving extensionless imports.
        files: ['**/*.{ts,tsx}'],
        rules: {
            'no-restricted-syntax': [
                'error',
                ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map(
                    node => ({
                        selector: `${node}[source.value=/^[.].*[.]js$/]`,
                        message: 'Import local modules without an extension.',
                    }),
                ),
                { selector: "MetaProperty[meta.name='import']", message: 'Use __dirname and __filename.' },
            ],
        },
    },
    {
        // Layers: what the build ships (and lib/, which it shares with the checks) never imports tests or benches.
        // A relative path that climbs to the root's tests/ or bench/; `tests/…` alone would resolve through baseUrl.
        files: [
            'plugins/**/*.{ts,tsx}',
            'src/**/*.{ts,tsx}',
            'reference/**/*.{ts,tsx}',
            'mcp/**/*.{ts,tsx}',
            'lib/**/*.{ts,tsx}',
            'docusaurus.config.ts',
            'sidebars.ts',
        ],
        // Their unit tests are tests: they may use the test helpers.
        ignores: ['**/*.test.{ts,tsx}'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    patterns: [
                        {
                            regex: '^(\\./|(\\.\\./)+)?(tests|bench)(/|$)',
                            message: 'The build and lib/ import no test or bench code: move what both need to lib/.',
                        },
                    ],
                },
            ],
        },
    },
    {
        // Outside tsconfig.json (config files, fixtures that are other projects or plain CommonJS): no type information.
        // reference/permissions/fixtures/dashboard: Dashboard source to parse, its components are the Dashboard's.
        files: ['**/*.{js,mjs,cjs}', 'tests/**/fixtures/**', 'reference/permissions/fixtures/dashboard/**'],
        extends: [tseslint.configs.disableTypeChecked],
    },
    {
        files: ['**/*.cjs'],
        languageOptions: { sourceType: 'commonjs', globals: globals.node },
        // CommonJS has no other way to load a module.
        rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        extends: [reactHooks.configs.flat.recommended],
    },
);
