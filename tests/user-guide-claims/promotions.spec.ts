/** The claims of docs/user-guide/promotions/index.md in the real Dashboard (see README.md). */
import { createNeedsUpdateClaim } from './create-claims';

createNeedsUpdateClaim('the Create button on a new promotion needs UpdatePromotion too', {
    route: '/promotions/new',
    title: 'New promotion',
    read: 'ReadPromotion',
    create: 'CreatePromotion',
    update: 'UpdatePromotion',
});
