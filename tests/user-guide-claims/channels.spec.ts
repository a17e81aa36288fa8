/** The claims of docs/user-guide/settings/channels.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { bulkDelete, toast } from './dashboard';
import { dashboard, signIn, superadmin } from './fixtures';

async function defaultChannelId(): Promise<string> {
    const admin = await superadmin();
    const { activeChannel } = await admin.request<{ activeChannel: { id: string } }>(
        `query Channel { activeChannel { id } }`,
    );
    return activeChannel.id;
}

test.beforeEach(async ({ page }) => {
    await signIn(page);
});

test("the default channel's Code cannot be changed", async ({ page }) => {
    await page.goto(dashboard(`/channels/${await defaultChannelId()}`));
    await expect(page.getByLabel('Code', { exact: true })).toBeDisabled();
});

test('deleting the default channel is refused', async ({ page }) => {
    const id = await defaultChannelId();
    await page.goto(dashboard('/channels'));
    await bulkDelete(page, 'Default channel', false);
    await expect(toast(page, /Failed to delete 1 channels/)).toBeVisible();
    const admin = await superadmin();
    const { channel } = await admin.request<{ channel: { id: string } | null }>(
        `query Channel($id: ID!) { channel(id: $id) { id } }`,
        { id },
    );
    expect(channel).not.toBeNull();
});
