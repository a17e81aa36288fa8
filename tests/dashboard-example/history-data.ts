/** The history entries that history.ts creates and the browser tests look for. */

export const giftNoteTypes = { order: 'ORDER_GIFT_NOTE', customer: 'CUSTOMER_GIFT_NOTE' } as const;

/** The data of the entries without a component, and the title the Order history derives from the type. */
export const giftNote = { message: 'Wrap in blue paper', fallbackTitle: 'order gift note' } as const;

/** The guest who places the delivered order; the Customer history test opens this customer. */
export const deliveredOrderCustomer = { firstName: 'Ines', lastName: 'Halvorsen', note: 'Prefers email contact' };
