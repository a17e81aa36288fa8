// vendure-docs (perf): what only the open modal uses. index.tsx loads this with the modal code
// (importDocSearchModalIfNeeded) so it is not in every page's main bundle (~6 kB gzip).
// Add modal-only imports here rather than at the top of index.tsx.
export {getBrowserLocalSearch} from '@site/src/search/browser-search';
export {createLocalModalClient, withOutcome, withSafeHighlights, withSection} from '@site/src/search/modal-client';
export {ModalSectionFilter} from '@site/src/search/ModalSectionFilter';
export {debounceAsync} from '@site/src/search/debounce';
export {missingResultsUrl} from '@site/src/search/missing-results';
export {SearchErrorScreen} from '@site/src/search/SearchErrorScreen';
