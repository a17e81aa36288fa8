/**
 * Part of the delegated click listener of src/theme/Root (which every page has already): a press on a
 * "Copy page" button loads ./behaviour and hands the button on. Enter and Space on a button are clicks.
 */
export function pressCopyPage(target: Element): boolean {
    const button = target.closest<HTMLButtonElement>('.copy-page > button');
    if (button) void import('./behaviour').then(({ press }) => press(button));
    return !!button;
}
