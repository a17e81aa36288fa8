// What only the open modal uses. vendure.tsx loads this with the modal code
// (importDocSearchModalIfNeeded) so it is not in every page's main bundle.
// Add modal-only imports here rather than to index.tsx or vendure.tsx.
import './vendure.css';
export { getBrowserLocalSearch } from '../../search/browser-search';
export { createLocalClient, withOutcome, withSection, withTypingPause } from '../../search/client';
export { createTypesenseClient } from '../../search/typesense-client';
export { ModalSectionFilter } from '../../search/ModalSectionFilter';
export { debounceAsync, typingPause } from '../../search/debounce';
export { SearchErrorScreen } from '../../search/SearchErrorScreen';
export { ModalHitPlace } from '../../search/ModalHitPlace';
