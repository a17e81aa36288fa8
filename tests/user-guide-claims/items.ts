/**
 * Catalog and settings items a claim starts from, created through the Admin API with names no other test
 * uses (a product, a facet, collections, a shipping or payment method), so that a test may change or
 * delete them without touching what the other tests and the screenshots' data rely on.
 */
import { superadmin, unique } from './fixtures';

type Id = { id: string };
const en = (name: string) => [{ languageCode: 'en', name, slug: slug(name), description: '' }];
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** An enabled product with one variant (SKU `<slug>-1`, $10.00 and 10 in stock). */
export async function createProduct(prefix = 'Claims product'): Promise<{ id: string; name: string; variant: string }> {
    const admin = await superadmin();
    const name = unique(prefix);
    const { createProduct } = await admin.request<{ createProduct: Id }>(
        `mutation Product($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
        { input: { enabled: true, translations: en(name) } },
    );
    await admin.request(
        `mutation Variant($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`,
        {
            input: [
                {
                    productId: createProduct.id,
                    sku: `${slug(name)}-1`,
                    price: 1000,
                    stockOnHand: 10,
                    translations: [{ languageCode: 'en', name }],
                },
            ],
        },
    );
    return { id: createProduct.id, name, variant: name };
}

/** A public facet with one value; returns the facet's code and the value's id. */
export async function createFacet(): Promise<{ id: string; code: string; valueId: string }> {
    const admin = await superadmin();
    const code = slug(unique('claims facet'));
    const { createFacet } = await admin.request<{ createFacet: Id & { values: Id[] } }>(
        `mutation Facet($input: CreateFacetInput!) { createFacet(input: $input) { id values { id } } }`,
        {
            input: {
                code,
                isPrivate: false,
                translations: [{ languageCode: 'en', name: code }],
                values: [{ code: `${code}-value`, translations: [{ languageCode: 'en', name: `${code} value` }] }],
            },
        },
    );
    return { id: createFacet.id, code, valueId: createFacet.values[0].id };
}

/** A collection (under `parentId` if given), filtered by a facet value if one is given. */
export async function createCollection(
    prefix: string,
    options: { parentId?: string; facetValueId?: string } = {},
): Promise<{ id: string; name: string }> {
    const admin = await superadmin();
    const name = unique(prefix);
    const filters = options.facetValueId
        ? [
              {
                  code: 'facet-value-filter',
                  arguments: [
                      { name: 'facetValueIds', value: JSON.stringify([options.facetValueId]) },
                      { name: 'containsAny', value: 'false' },
                  ],
              },
          ]
        : [];
    const { createCollection } = await admin.request<{ createCollection: Id }>(
        `mutation Collection($input: CreateCollectionInput!) { createCollection(input: $input) { id } }`,
        { input: { parentId: options.parentId, filters, translations: en(name) } },
    );
    return { id: createCollection.id, name };
}

export async function collectionExists(id: string): Promise<boolean> {
    const admin = await superadmin();
    const { collection } = await admin.request<{ collection: Id | null }>(
        `query Collection($id: ID!) { collection(id: $id) { id } }`,
        { id },
    );
    return collection !== null;
}

/** A shipping method with the standard checker at this minimum order value (in cents) and a $5.00 flat rate. */
export async function createShippingMethod(orderMinimum: number): Promise<string> {
    const admin = await superadmin();
    const name = unique('Claims shipping');
    await admin.request(
        `mutation Method($input: CreateShippingMethodInput!) { createShippingMethod(input: $input) { id } }`,
        {
            input: {
                code: slug(name),
                fulfillmentHandler: 'manual-fulfillment',
                checker: {
                    code: 'default-shipping-eligibility-checker',
                    arguments: [{ name: 'orderMinimum', value: String(orderMinimum) }],
                },
                calculator: {
                    code: 'default-shipping-calculator',
                    arguments: [
                        { name: 'rate', value: '500' },
                        { name: 'includesTax', value: 'auto' },
                        { name: 'taxRate', value: '0' },
                    ],
                },
                translations: [{ languageCode: 'en', name, description: '' }],
            },
        },
    );
    return name;
}

/** An enabled payment method with the sample method's handler, in the default channel and these others. */
export async function createPaymentMethod(channelIds: string[]): Promise<{ id: string; name: string }> {
    const admin = await superadmin();
    const name = unique('Claims payment');
    const { paymentMethods } = await admin.request<{
        paymentMethods: { items: Array<{ handler: { code: string; args: Array<{ name: string; value: string }> } }> };
    }>(`query Handler { paymentMethods(options: { take: 1 }) { items { handler { code args { name value } } } } }`);
    const { handler } = paymentMethods.items[0];
    const { createPaymentMethod } = await admin.request<{ createPaymentMethod: Id }>(
        `mutation Method($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`,
        {
            input: {
                code: slug(name),
                enabled: true,
                handler: { code: handler.code, arguments: handler.args },
                translations: [{ languageCode: 'en', name, description: '' }],
            },
        },
    );
    for (const channelId of channelIds)
        await admin.request(
            `mutation Assign($input: AssignPaymentMethodsToChannelInput!) { assignPaymentMethodsToChannel(input: $input) { id } }`,
            { input: { paymentMethodIds: [createPaymentMethod.id], channelId } },
        );
    return { id: createPaymentMethod.id, name };
}

export async function paymentMethodExists(id: string): Promise<boolean> {
    const admin = await superadmin();
    const { paymentMethod } = await admin.request<{ paymentMethod: Id | null }>(
        `query Method($id: ID!) { paymentMethod(id: $id) { id } }`,
        { id },
    );
    return paymentMethod !== null;
}
