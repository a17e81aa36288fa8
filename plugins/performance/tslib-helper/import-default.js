/* global exports -- CommonJS, as the bundler loads it */
// tslib's __importDefault, the one helper @docusaurus/utils-common takes from tslib (see ./index.ts).
exports.__importDefault = function (mod) {
    return mod && mod.__esModule ? mod : { default: mod };
};
