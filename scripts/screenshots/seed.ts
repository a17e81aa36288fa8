/**
 * The data the User Guide's screens show, created through the Admin and Shop APIs of the screenshot
 * server on top of the sample data: customers (verified, registered, guest) with addresses, a customer
 * group and a note; orders in several states (shipped with a settled payment and a fulfilment, settled,
 * authorized, delivered), a draft order ready to complete and a completed draft awaiting payment;
 * promotions with conditions and actions; a role and administrators; a second channel; a second content
 * language with a translated product.
 *
 * Everything is created in a fixed order, so ids and the screens' content are the same on every run.
 */
import { errorResult, GraphQLSession } from './api';
import { fulfilEveryLine, transitionFulfilment } from './fulfilment';

const password = 'screenshots-only';

export interface SeededIds {
    shippedOrderId: string;
    settledOrderId: string;
    authorizedOrderId: string;
    draftOrderId: string;
    completedDraftOrderId: string;
    customerId: string;
    customerGroupId: string;
    promotionId: string;
    roleId: string;
    administratorId: string;
    channelId: string;
    translatedProductId: string;
    facetId: string;
    collectionId: string;
    zoneId: string;
    taxRateId: string;
    paymentMethodId: string;
    shippingMethodId: string;
    productId: string;
    variantId: string;
}

/** What the seeding reads back from a created or found entity. */
type Id = { id: string };

interface Address {
    fullName: string;
    streetLine1: string;
    city: string;
    postalCode: string;
    countryCode: string;
    phoneNumber?: string;
    province?: string;
}

interface CustomerSeed {
    title?: string;
    firstName: string;
    lastName: string;
    emailAddress: string;
    phoneNumber?: string;
    /** verified: created with a password; registered: account not yet confirmed; guest: checks out without an account. */
    kind: 'verified' | 'registered' | 'guest';
    address: Address;
}

const customers: CustomerSeed[] = [
    {
        title: 'Ms',
        firstName: 'Hannah',
        lastName: 'Becker',
        emailAddress: 'hannah.becker@example.com',
        phoneNumber: '+1 206 555 0143',
        kind: 'verified',
        // In the United States: the default channel sells in US dollars, taxed by the Americas zone's rates.
        address: {
            fullName: 'Hannah Becker',
            streetLine1: '1200 Pine Street',
            city: 'Seattle',
            province: 'WA',
            postalCode: '98101',
            countryCode: 'US',
            phoneNumber: '+1 206 555 0143',
        },
    },
    {
        title: 'Mr',
        firstName: 'Liam',
        lastName: 'Carter',
        emailAddress: 'liam.carter@example.com',
        phoneNumber: '+44 20 7946 0321',
        kind: 'verified',
        address: {
            fullName: 'Liam Carter',
            streetLine1: '221 Baker Street',
            city: 'London',
            postalCode: 'NW1 6XE',
            countryCode: 'GB',
            phoneNumber: '+44 20 7946 0321',
        },
    },
    {
        firstName: 'Sofia',
        lastName: 'Rossi',
        emailAddress: 'sofia.rossi@example.com',
        kind: 'verified',
        address: {
            fullName: 'Sofia Rossi',
            streetLine1: 'Via Roma 8',
            city: 'Milan',
            postalCode: '20121',
            countryCode: 'IT',
        },
    },
    {
        firstName: 'Noah',
        lastName: 'Fischer',
        emailAddress: 'noah.fischer@example.com',
        kind: 'verified',
        address: {
            fullName: 'Noah Fischer',
            streetLine1: 'Bahnhofstrasse 5',
            city: 'Zurich',
            postalCode: '8001',
            countryCode: 'CH',
        },
    },
    {
        firstName: 'Oliver',
        lastName: 'Smith',
        emailAddress: 'oliver.smith@example.com',
        kind: 'registered',
        address: {
            fullName: 'Oliver Smith',
            streetLine1: '14 Harbour Road',
            city: 'Dublin',
            postalCode: 'D02 X285',
            countryCode: 'IE',
        },
    },
    {
        firstName: 'Emma',
        lastName: 'Laurent',
        emailAddress: 'emma.laurent@example.com',
        kind: 'guest',
        address: {
            fullName: 'Emma Laurent',
            streetLine1: '3 Rue Cler',
            city: 'Paris',
            postalCode: '75007',
            countryCode: 'FR',
        },
    },
];

export async function seed(adminUrl: string, shopUrl: string): Promise<SeededIds> {
    const admin = new GraphQLSession(adminUrl);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } ${errorResult} } }`,
    );
    const find = lookups(admin);
    const { byName } = find;
    // In this order: ids, and so the screens, are the same on every run.
    const { defaultChannelId, translatedProductId } = await seedLanguages(admin, find);
    const { customerIds, customerGroupId } = await seedCustomers(admin);
    // Promotions before the orders, so the orders show their discounts.
    const promotionId = await seedPromotions(admin);
    const { standardShipping, ...orders } = await seedOrders(admin, shopUrl, find, customerIds);
    const { roleId, administratorId } = await seedAdministrators(admin, defaultChannelId);
    const { channelId, europe } = await seedSecondChannel(admin, find);
    const laptop = await showLaptopPictureOnVariants(admin);
    return {
        ...orders,
        customerId: customerIds[customers[0].emailAddress],
        customerGroupId,
        promotionId,
        roleId,
        administratorId,
        channelId,
        translatedProductId,
        facetId: await byName('facets', 'category', 'code'),
        collectionId: await byName('collections', 'Computers'),
        zoneId: europe,
        taxRateId: await byName('taxRates', 'Standard Tax Europe'),
        paymentMethodId: await byName('paymentMethods', 'standard-payment', 'code'),
        shippingMethodId: standardShipping,
        productId: laptop.id,
        variantId: laptop.variants[0].id,
    };
}

/** Finds seeded and sample entities by their SKU, name or code. */
function lookups(admin: GraphQLSession) {
    const variantId = async (sku: string): Promise<string> => {
        const { productVariants } = await admin.request<{ productVariants: { items: Id[] } }>(
            `query VariantBySku($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }`,
            { sku },
        );
        if (productVariants.items.length !== 1) throw new Error(`No single variant with SKU ${sku}`);
        return productVariants.items[0].id;
    };
    const byName = async (list: string, name: string, field = 'name'): Promise<string> => {
        const data = await admin.request<Record<string, { items: Array<Record<string, string>> }>>(
            `query Find { ${list}(options: { take: 100 }) { items { id ${field} } } }`,
        );
        const item = data[list].items.find(i => i[field] === name);
        if (!item) throw new Error(`${list}: nothing named ${name}`);
        return item.id;
    };
    return { variantId, byName };
}

type Lookups = ReturnType<typeof lookups>;

/**
 * German and French for the shop, German for the default channel (which sells in the Americas zone), and a
 * product translated into German.
 */
async function seedLanguages(admin: GraphQLSession, { byName }: Lookups) {
    // Languages: German for the shop and the default channel, and a translated product.
    await admin.request(
        `mutation Languages { updateGlobalSettings(input: { availableLanguages: [en, de, fr] }) { ... on GlobalSettings { id } ${errorResult} } }`,
    );
    const { activeChannel } = await admin.request<{ activeChannel: Id }>(`query Channel { activeChannel { id } }`);
    // The default channel sells in US dollars: its orders are taxed (and shipped) in the Americas zone, as a
    // shop in the United States would set it up; the sample data leaves it on Europe.
    const americas = await byName('zones', 'Americas');
    await admin.request(
        `mutation ChannelLanguages($id: ID!, $zone: ID!) { updateChannel(input: { id: $id, availableLanguageCodes: [en, de], defaultTaxZoneId: $zone, defaultShippingZoneId: $zone }) { ... on Channel { id } ${errorResult} } }`,
        { id: activeChannel.id, zone: americas },
    );
    const translatedProductId = await byName('products', 'Spiky Cactus');
    await admin.request(`mutation Translate($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
        input: {
            id: translatedProductId,
            translations: [
                {
                    languageCode: 'de',
                    name: 'Stacheliger Kaktus',
                    slug: 'stacheliger-kaktus',
                    description:
                        'Ein pflegeleichter Kaktus für die Fensterbank. Er braucht viel Licht und nur wenig Wasser.',
                },
            ],
        },
    });
    return { defaultChannelId: activeChannel.id, translatedProductId };
}

/** The customers with their addresses, a second address and a note for Hannah, and a customer group. */
async function seedCustomers(admin: GraphQLSession) {
    // Customers.
    const customerIds: Record<string, string> = {};
    for (const c of customers.filter(c => c.kind !== 'guest')) {
        const { createCustomer } = await admin.request<{ createCustomer: Id }>(
            `mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
                createCustomer(input: $input, password: $password) { ... on Customer { id } ${errorResult} }
            }`,
            {
                input: {
                    title: c.title,
                    firstName: c.firstName,
                    lastName: c.lastName,
                    emailAddress: c.emailAddress,
                    phoneNumber: c.phoneNumber,
                },
                password: c.kind === 'verified' ? password : undefined,
            },
        );
        customerIds[c.emailAddress] = createCustomer.id;
        await admin.request(
            `mutation CreateAddress($id: ID!, $input: CreateAddressInput!) { createCustomerAddress(customerId: $id, input: $input) { id } }`,
            {
                id: createCustomer.id,
                input: { ...c.address, defaultShippingAddress: true, defaultBillingAddress: true },
            },
        );
    }
    const hannah = customers[0];
    await admin.request(
        `mutation SecondAddress($id: ID!, $input: CreateAddressInput!) { createCustomerAddress(customerId: $id, input: $input) { id } }`,
        {
            id: customerIds[hannah.emailAddress],
            input: {
                fullName: 'Hannah Becker',
                company: 'Becker Design LLC',
                streetLine1: '400 Broad Street',
                city: 'Seattle',
                province: 'WA',
                postalCode: '98109',
                countryCode: 'US',
            },
        },
    );
    await admin.request(`mutation Note($input: AddNoteToCustomerInput!) { addNoteToCustomer(input: $input) { id } }`, {
        input: {
            id: customerIds[hannah.emailAddress],
            note: 'Prefers delivery before noon; call ahead for large parcels.',
            isPublic: false,
        },
    });
    const { createCustomerGroup } = await admin.request<{ createCustomerGroup: Id }>(
        `mutation Group($input: CreateCustomerGroupInput!) { createCustomerGroup(input: $input) { id } }`,
        {
            input: {
                name: 'Wholesale',
                customerIds: [customerIds[hannah.emailAddress], customerIds['noah.fischer@example.com']],
            },
        },
    );
    return { customerIds, customerGroupId: createCustomerGroup.id };
}

/** Four promotions; returns the id of the summer sale, the one the screens open. */
async function seedPromotions(admin: GraphQLSession): Promise<string> {
    // Promotions (before the orders, so the orders show their discounts).
    const appleId = await facetValueId(admin, 'brand', 'Apple');
    const { createPromotion: summerSale } = await admin.request<{ createPromotion: Id }>(
        `mutation Promotion($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } ${errorResult} } }`,
        {
            input: {
                enabled: true,
                conditions: [
                    {
                        code: 'minimum_order_amount',
                        arguments: [
                            { name: 'amount', value: '50000' },
                            { name: 'taxInclusive', value: 'false' },
                        ],
                    },
                ],
                actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
                translations: [
                    {
                        languageCode: 'en',
                        name: 'Summer sale: 10% off orders over $500',
                        description: 'Ten percent off the whole order when the subtotal reaches $500.',
                    },
                ],
            },
        },
    );
    await admin.request(
        `mutation Promotion($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } ${errorResult} } }`,
        {
            input: {
                enabled: true,
                couponCode: 'WELCOME5',
                perCustomerUsageLimit: 1,
                conditions: [],
                actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '500' }] }],
                translations: [
                    {
                        languageCode: 'en',
                        name: 'Welcome coupon',
                        description: '$5 off a first order with the code WELCOME5.',
                    },
                ],
            },
        },
    );
    await admin.request(
        `mutation Promotion($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } ${errorResult} } }`,
        {
            input: {
                enabled: true,
                conditions: [],
                couponCode: 'APPLE20',
                actions: [
                    {
                        code: 'facet_based_discount',
                        arguments: [
                            { name: 'discount', value: '20' },
                            { name: 'facets', value: JSON.stringify([appleId]) },
                        ],
                    },
                ],
                translations: [{ languageCode: 'en', name: '20% off Apple', description: '' }],
            },
        },
    );
    await admin.request(
        `mutation Promotion($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } ${errorResult} } }`,
        {
            input: {
                enabled: false,
                conditions: [
                    {
                        code: 'minimum_order_amount',
                        arguments: [
                            { name: 'amount', value: '7500' },
                            { name: 'taxInclusive', value: 'true' },
                        ],
                    },
                ],
                actions: [{ code: 'free_shipping', arguments: [] }],
                translations: [{ languageCode: 'en', name: 'Free shipping over $75', description: '' }],
            },
        },
    );
    return summerSale.id;
}

/**
 * Orders placed through the Shop API in four states (delivered, shipped, settled, authorized), then a draft
 * order ready to complete and a completed draft waiting for payment.
 */
async function seedOrders(
    admin: GraphQLSession,
    shopUrl: string,
    { variantId, byName }: Lookups,
    customerIds: Record<string, string>,
) {
    // Orders placed through the Shop API.
    const standardShipping = await byName('shippingMethods', 'standard-shipping', 'code');
    const expressShipping = await byName('shippingMethods', 'express-shipping', 'code');
    const placeOrder = (
        customer: CustomerSeed,
        lines: Array<[sku: string, quantity: number]>,
        shippingMethodId: string,
    ) => placeShopOrder(shopUrl, variantId, customer, lines, shippingMethodId);
    const settle = (paymentId: string) =>
        admin.request(`mutation Settle($id: ID!) { settlePayment(id: $id) { ... on Payment { id } ${errorResult} } }`, {
            id: paymentId,
        });
    const fulfil = (orderId: string, trackingCode: string) =>
        fulfilEveryLine(admin, orderId, { method: 'DHL Parcel', trackingCode });

    const byEmail = (email: string) => customers.find(c => c.emailAddress === email)!;
    // Delivered (guest customer).
    const delivered = await placeOrder(
        byEmail('emma.laurent@example.com'),
        [
            ['A58477', 2],
            ['A44223', 1],
        ],
        standardShipping,
    );
    await settle(delivered.paymentId);
    const deliveredFulfilment = await fulfil(delivered.id, 'DHL-3816402759');
    await transitionFulfilment(admin, deliveredFulfilment, 'Shipped');
    await transitionFulfilment(admin, deliveredFulfilment, 'Delivered');
    // Shipped, with a settled payment and a fulfilment.
    const shipped = await placeOrder(
        customers[0],
        [
            ['L2201308', 1],
            ['834444', 2],
        ],
        expressShipping,
    );
    await settle(shipped.paymentId);
    const shippedFulfilment = await fulfil(shipped.id, 'DHL-3816402813');
    await transitionFulfilment(admin, shippedFulfilment, 'Shipped');
    await admin.request(`mutation OrderNote($input: AddNoteToOrderInput!) { addNoteToOrder(input: $input) { id } }`, {
        input: {
            id: shipped.id,
            note: 'Customer asked for the parcel to be left with the concierge.',
            isPublic: false,
        },
    });
    // Payment settled, waiting to be fulfilled.
    const settled = await placeOrder(
        byEmail('liam.carter@example.com'),
        [
            ['RB000844334', 1],
            ['B07CNGXVXT', 2],
        ],
        standardShipping,
    );
    await settle(settled.paymentId);
    // Payment authorized only.
    const authorized = await placeOrder(
        byEmail('sofia.rossi@example.com'),
        [
            ['IC22MWDD', 1],
            ['B00XI87KV8', 1],
        ],
        standardShipping,
    );

    // A completed draft waiting for payment, and a draft order ready to complete.
    const draft = (customerEmail: string, lines: Array<[string, number]>, complete: boolean) =>
        createDraftOrder(admin, variantId, {
            customerEmail,
            customerId: customerIds[customerEmail],
            lines,
            shippingMethodId: standardShipping,
            complete,
        });
    const completedDraftOrderId = await draft(
        'oliver.smith@example.com',
        [
            ['A4TKLA45535', 1],
            ['IHD455T2', 2],
        ],
        true,
    );
    const draftOrderId = await draft(
        'noah.fischer@example.com',
        [
            ['C27F390', 2],
            ['CMK32GX4M2AC16', 1],
        ],
        false,
    );
    return {
        shippedOrderId: shipped.id,
        settledOrderId: settled.id,
        authorizedOrderId: authorized.id,
        draftOrderId,
        completedDraftOrderId,
        standardShipping,
    };
}

/** One order placed through the Shop API as `customer` (signed in, or as a guest), paid with the standard method. */
async function placeShopOrder(
    shopUrl: string,
    variantId: Lookups['variantId'],
    customer: CustomerSeed,
    lines: Array<[sku: string, quantity: number]>,
    shippingMethodId: string,
): Promise<{ id: string; paymentId: string }> {
    const shop = new GraphQLSession(shopUrl);
    if (customer.kind === 'verified') {
        await shop.request(
            `mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ${errorResult} } }`,
            { u: customer.emailAddress, p: password },
        );
    }
    for (const [sku, quantity] of lines) {
        await shop.request(
            `mutation Add($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { ... on Order { id } ${errorResult} } }`,
            { id: await variantId(sku), q: quantity },
        );
    }
    if (customer.kind === 'guest') {
        await shop.request(
            `mutation Customer($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ${errorResult} } }`,
            {
                input: {
                    firstName: customer.firstName,
                    lastName: customer.lastName,
                    emailAddress: customer.emailAddress,
                },
            },
        );
    }
    await shop.request(
        `mutation Address($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } ${errorResult} } }`,
        { input: customer.address },
    );
    await shop.request(
        `mutation Billing($input: CreateAddressInput!) { setOrderBillingAddress(input: $input) { ... on Order { id } ${errorResult} } }`,
        { input: customer.address },
    );
    await shop.request(
        `mutation Shipping($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } ${errorResult} } }`,
        { ids: [shippingMethodId] },
    );
    await shop.request(
        `mutation ToPayment { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } ${errorResult} } }`,
    );
    const { addPaymentToOrder } = await shop.request<{ addPaymentToOrder: Id & { payments: Id[] } }>(
        `mutation Pay { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) { ... on Order { id payments { id } } ${errorResult} } }`,
    );
    return { id: addPaymentToOrder.id, paymentId: addPaymentToOrder.payments[0].id };
}

interface DraftOrderSeed {
    customerEmail: string;
    customerId: string;
    lines: Array<[sku: string, quantity: number]>;
    shippingMethodId: string;
    complete: boolean;
}

/** A draft order made in the Admin API for a customer, with addresses and shipping; `complete` takes it on to ArrangingPayment. */
async function createDraftOrder(
    admin: GraphQLSession,
    variantId: Lookups['variantId'],
    { customerEmail, customerId, lines, shippingMethodId, complete }: DraftOrderSeed,
): Promise<string> {
    const { createDraftOrder } = await admin.request<{ createDraftOrder: Id }>(
        `mutation Draft { createDraftOrder { id } }`,
    );
    const orderId = createDraftOrder.id;
    for (const [sku, quantity] of lines) {
        await admin.request(
            `mutation DraftItem($orderId: ID!, $input: AddItemToDraftOrderInput!) { addItemToDraftOrder(orderId: $orderId, input: $input) { ... on Order { id } ${errorResult} } }`,
            { orderId, input: { productVariantId: await variantId(sku), quantity } },
        );
    }
    const customer = customers.find(c => c.emailAddress === customerEmail)!;
    await admin.request(
        `mutation DraftCustomer($orderId: ID!, $customerId: ID) { setCustomerForDraftOrder(orderId: $orderId, customerId: $customerId) { ... on Order { id } ${errorResult} } }`,
        { orderId, customerId },
    );
    await admin.request(
        `mutation DraftAddress($orderId: ID!, $input: CreateAddressInput!) { setDraftOrderShippingAddress(orderId: $orderId, input: $input) { id } }`,
        {
            orderId,
            input: customer.address,
        },
    );
    await admin.request(
        `mutation DraftBilling($orderId: ID!, $input: CreateAddressInput!) { setDraftOrderBillingAddress(orderId: $orderId, input: $input) { id } }`,
        {
            orderId,
            input: customer.address,
        },
    );
    await admin.request(
        `mutation DraftShipping($orderId: ID!, $id: ID!) { setDraftOrderShippingMethod(orderId: $orderId, shippingMethodId: $id) { ... on Order { id } ${errorResult} } }`,
        { orderId, id: shippingMethodId },
    );
    if (complete) {
        await admin.request(
            `mutation Complete($id: ID!) { transitionOrderToState(id: $id, state: "ArrangingPayment") { ... on Order { id } ${errorResult} } }`,
            { id: orderId },
        );
    }
    return orderId;
}

/** Two roles and an administrator with the first of them. */
async function seedAdministrators(admin: GraphQLSession, defaultChannelId: string) {
    // Administrators and roles.
    const { createRole } = await admin.request<{ createRole: Id }>(
        `mutation Role($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
        {
            input: {
                code: 'catalog-editor',
                description: 'Catalog editor',
                permissions: [
                    'ReadCatalog',
                    'CreateCatalog',
                    'UpdateCatalog',
                    'ReadAsset',
                    'CreateAsset',
                    'UpdateAsset',
                    'ReadFacet',
                    'ReadCollection',
                    'ReadProduct',
                    'UpdateProduct',
                ],
                channelIds: [defaultChannelId],
            },
        },
    );
    await admin.request(`mutation Role($input: CreateRoleInput!) { createRole(input: $input) { id } }`, {
        input: {
            code: 'order-desk',
            description: 'Order desk',
            permissions: [
                'ReadOrder',
                'UpdateOrder',
                'CreateOrder',
                'ReadCustomer',
                'UpdateCustomer',
                'ReadPaymentMethod',
                'ReadShippingMethod',
            ],
            channelIds: [defaultChannelId],
        },
    });
    const { createAdministrator } = await admin.request<{ createAdministrator: Id }>(
        `mutation Admin($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`,
        {
            input: {
                firstName: 'Mia',
                lastName: 'Wong',
                emailAddress: 'mia.wong@example.com',
                password,
                roleIds: [createRole.id],
            },
        },
    );
    return { roleId: createRole.id, administratorId: createAdministrator.id };
}

/** A second channel, selling in pounds in the Europe zone. */
async function seedSecondChannel(admin: GraphQLSession, { byName }: Lookups) {
    // A second channel.
    const europe = await byName('zones', 'Europe');
    const { createChannel } = await admin.request<{ createChannel: Id }>(
        `mutation CreateChannel($input: CreateChannelInput!) { createChannel(input: $input) { ... on Channel { id } ${errorResult} } }`,
        {
            input: {
                code: 'uk-store',
                token: 'uk-store-token',
                defaultLanguageCode: 'en',
                availableLanguageCodes: ['en'],
                pricesIncludeTax: true,
                defaultCurrencyCode: 'GBP',
                availableCurrencyCodes: ['GBP'],
                defaultTaxZoneId: europe,
                defaultShippingZoneId: europe,
            },
        },
    );
    return { channelId: createChannel.id, europe };
}

/** The laptop product, each of whose variants gets the product's picture. */
async function showLaptopPictureOnVariants(admin: GraphQLSession) {
    const product = await admin.request<{
        products: { items: Array<Id & { variants: Id[]; featuredAsset: Id | null }> };
    }>(
        `query Product { products(options: { filter: { slug: { eq: "laptop" } } }) { items { id featuredAsset { id } variants { id } } } }`,
    );
    // The sample data gives variants no image of their own: show the product's picture on each laptop
    // variant, so the variant tables show thumbnails instead of placeholders.
    const laptop = product.products.items[0];
    if (!laptop.featuredAsset) throw new Error('The laptop product has no featured asset');
    await admin.request(
        `mutation VariantAssets($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`,
        {
            input: laptop.variants.map(v => ({
                id: v.id,
                featuredAssetId: laptop.featuredAsset!.id,
                assetIds: [laptop.featuredAsset!.id],
            })),
        },
    );
    return laptop;
}

async function facetValueId(admin: GraphQLSession, facetCode: string, valueName: string): Promise<string> {
    const { facets } = await admin.request<{
        facets: { items: Array<{ code: string; values: Array<{ id: string; name: string }> }> };
    }>(`query Facets { facets(options: { take: 100 }) { items { code values { id name } } } }`);
    const facet = facets.items.find(f => f.code === facetCode);
    const value = facet?.values.find(v => v.name === valueName);
    if (!value) throw new Error(`No facet value ${facetCode}:${valueName}`);
    return value.id;
}
