import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXPORT_VERSION } from '@kindred/core/export';
import { signInAsNewMember } from './support/members';

// An 8×8 red PNG made by sharp: small, but a real image for the photo pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4oaGBFTEMLQkAgl1GAXRgBQ4AAAAASUVORK5CYII=',
  'base64',
);

/** A title the AI wrote, not the spec §2.4 fallback of 30 characters and "...". */
const WRITTEN_TITLE = /^(?!.*\.\.\.$).+$/;

/** Types a date into an MUI X date field, section by section (MM/DD/YYYY). */
async function typeDate(page: Page, field: Locator, mdy: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(mdy.replaceAll('/', ''));
}

async function addPerson(page: Page, name: string, relationship: string) {
  await page.getByRole('button', { name: /Add your first person|Add Someone Important/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Someone Important' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Relationship/).fill(relationship);
  await dialog.getByRole('button', { name: 'Add Kindred' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('people, memories and key dates', () => {
  test('add a person, add memories both ways, keep a detected date, edit and delete', async ({ page, request }) => {
    // One whole story, with the assistant's timed replies and two background jobs in it.
    test.setTimeout(90_000);
    await signInAsNewMember(page, request, 'memories');
    await expect(page.getByText('No one here yet')).toBeVisible();
    await addPerson(page, 'Sarah', 'Friend');

    // Quick entry: the date in the text comes back as a suggestion to edit and save.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Memory for Sarah' });
    await expect(dialog.getByRole('button', { name: 'Save Memory' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Memory' }).fill("  Sarah's birthday is on March 3, 1990. We shared a huge chocolate cake.  ");
    await dialog.getByRole('button', { name: 'Save Memory' }).click();
    await expect(page.getByText('Memory added! The AI is processing your memory - content will update shortly.')).toBeVisible();
    await expect(dialog.getByText('Memory Saved!')).toBeVisible();
    await expect(dialog.getByText('Detected Key Dates')).toBeVisible();
    const description = dialog.getByRole('textbox', { name: 'Event Description' });
    await expect(description).toHaveValue("Sarah's birthday");
    await expect(dialog.getByRole('checkbox', { name: 'Annual Event' })).toBeChecked();
    await description.fill("Sarah's big birthday");
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    const memories = page.getByRole('list', { name: 'Memories of Sarah' });
    // Found by its date, which the raw text, the written-up summary and the key date chip all carry.
    const birthdayMemory = memories.getByRole('article').filter({ hasText: 'March 3, 1990' });
    // The background job writes the title; the row updates by itself from the raw-text fallback ("…...").
    await expect(birthdayMemory.getByRole('heading', { name: WRITTEN_TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(birthdayMemory.getByText('Key Dates')).toBeVisible();
    await expect(page.getByText("Sarah's big birthday")).toBeVisible();

    // Assistant chat: three answers, then the save.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Memory for Sarah' });
    await dialog.getByRole('button', { name: 'Use AI assistant instead' }).click();
    const answer = dialog.getByRole('textbox', { name: 'Your answer' });
    for (const text of ['We went canoeing on the lake.', 'She laughed when we tipped over.', 'She said: never again!']) {
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
      await answer.fill(text);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await expect(dialog.getByText('Kindred is thinking')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    const canoeMemory = memories.getByRole('article').filter({ hasText: /canoe/i });
    await expect(canoeMemory.getByRole('heading', { name: WRITTEN_TITLE })).toBeVisible({ timeout: 15_000 });

    // Edit the memory and give it a key date of its own.
    await canoeMemory.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Memory' });
    await expect(edit.getByText('No key dates associated with this memory')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Title' }).fill('Canoe mishap');
    await edit.getByRole('button', { name: '+ Add Key Date' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Key date 1 must have both a date and event title.')).toBeVisible();
    const row = edit.getByRole('group', { name: 'Key date 1' });
    await typeDate(page, row.getByRole('group', { name: 'Date' }), '07/04/2025');
    await row.getByRole('textbox', { name: 'Event Title' }).fill('Canoe trip');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden({ timeout: 10_000 });
    const renamed = memories.getByRole('article').filter({ hasText: 'Canoe mishap' });
    await expect(renamed.getByText('Key Dates')).toBeVisible();
    await expect(page.getByText('Canoe trip')).toBeVisible();

    // The memory page shows it whole, with its key date.
    await renamed.getByRole('link', { name: 'View full memory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe mishap' })).toBeVisible();
    await expect(page.getByText('Canoe trip')).toBeVisible();
    await page.getByRole('link', { name: 'Back to profile' }).click();

    // Delete it.
    await memories.getByRole('article').filter({ hasText: 'Canoe mishap' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Memory' });
    await expect(confirm.getByText('Are you sure you want to delete this memory? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(memories.getByRole('article').filter({ hasText: 'Canoe mishap' })).toHaveCount(0);
    await expect(memories.getByRole('article')).toHaveCount(1);
  });

  test('upload and remove a photo, then export everything', async ({ page, request }) => {
    // Sign-up, a person, a photo decoded by libvips, and an export: near the 30 s default on a 2-core machine.
    test.slow();
    await signInAsNewMember(page, request, 'photo');
    await addPerson(page, 'Tom', 'Brother');

    await page.getByLabel('Upload photo').setInputFiles({ name: 'tom.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('dialog', { name: 'Use this photo?' });
    await expect(preview.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
    await preview.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText('Photo updated.')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Photo of Tom' });
    await expect(photo).toHaveAttribute('src', /^\/api\/kindreds\/\d+\/photo\/[\w-]{43}\.webp$/);
    const served = await request.get((await photo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/webp');

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Photo removed.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Tom' })).toHaveCount(0);

    await page.goto('/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kindred-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.version).toBe(EXPORT_VERSION);
    expect(exported.kindreds).toEqual([expect.objectContaining({ name: 'Tom', relationship: 'Brother', hasPhoto: false })]);
  });
});
