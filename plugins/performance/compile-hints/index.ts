import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this script while it streams in, off the main thread. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function lazily, on the main thread, when it is first called. Starting the app calls most of
 * the main bundle's functions (its module factories, react-dom, the router, the theme), so the long task that
 * evaluates it was in good part compilation: with the hint, Chromium (136 and later) compiles them on its
 * streaming thread while the script downloads. Under 4× CPU this cut the main bundle's time in long tasks on
 * the installation guide from 402–480 to 231–259 ms (bench/profile.ts, interleaved). Other browsers read a
 * comment. The lazy chunks are left as V8 decides: many of their functions are never called on a page.
 *
 * The banner is added after minification (which would strip it), and before the content hash is computed, so
 * the file name still names the content.
 */
export default function compileHintsPlugin(): Plugin {
    return {
        name: 'compile-hints',
        configureWebpack(_config, isServer, { currentBundler }) {
            if (isServer) return {};
            const bundler = currentBundler.instance;
            return {
                plugins: [
                    new bundler.BannerPlugin({
                        banner: compileHint,
                        raw: true,
                        // The chunks every page starts with (runtime~main, main); not their stylesheet.
                        entryOnly: true,
                        test: /\.js$/,
                        stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                    }),
                ],
            };
        },
    };
}
