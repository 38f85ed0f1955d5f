import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsNewMember } from './support/members';

type Headers = Record<string, string>;

/** The memory as the API has it once the background job has written it up. */
async function completedMemory(request: APIRequestContext, headers: Headers, id: number) {
  let memory: { processingStatus: string; title: string; fullSummary: string } | null = null;
  await expect
    .poll(
      async () => {
        memory = await (await request.get(`/api/memories/${id}`, { headers })).json();
        return memory!.processingStatus;
      },
      { timeout: 15_000 },
    )
    .toBe('completed');
  return memory!;
}

test.describe('the AI, on the builtin engine', () => {
  test('memories get written up live; summary, ice breaker, gift ideas and a coaching plan', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { headers } = await signInAsNewMember(page, request, 'ai');
    const maya = await (await request.post('/api/kindreds', { headers, data: { name: 'Maya', relationship: 'Friend' } })).json();
    await page.goto(`/kindred/${maya.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
    await expect(page.getByText('No summary yet')).toBeVisible();

    // Two memories through the dialog; each row changes from raw text to the AI's title without a reload.
    const texts = [
      'Maya is training for the Chicago marathon in October and runs every morning before work.',
      'We went hiking in Yosemite last summer and Maya loved the waterfalls and the sequoias.',
    ];
    const memories = page.getByRole('list', { name: 'Memories of Maya' });
    for (const text of texts) {
      await page.getByRole('button', { name: 'Add Memory' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Memory for Maya' });
      await dialog.getByRole('textbox', { name: 'Memory' }).fill(text);
      const created = page.waitForResponse((response) => response.url().includes(`/api/kindreds/${maya.id}/memories`) && response.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Save Memory' }).click();
      const { memory } = await (await created).json();
      // A detected date opens the key-date step; these memories keep no key date.
      const skip = dialog.getByRole('button', { name: 'Skip adding dates' });
      await expect(skip.or(page.getByRole('button', { name: 'Add Memory' }))).toBeVisible({ timeout: 10_000 });
      if (await skip.isVisible()) await skip.click();
      await expect(dialog).toBeHidden({ timeout: 10_000 });
      const written = await completedMemory(request, headers, memory.id);
      const row = memories.getByRole('article').filter({ hasText: written.title });
      await expect(row.getByRole('heading', { name: written.title })).toBeVisible({ timeout: 15_000 });
      await expect(row.getByText(written.fullSummary)).toBeVisible();
      // The row tells the day the memory was written; these memories keep no key date.
      await expect(row).toContainText('Written');
      await expect(row).not.toContainText('Key date:');
    }

    // The summary panel fills in by itself.
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('heading', { name: 'Interests' })).toBeVisible({ timeout: 20_000 });
    await expect(summary.getByText(/Updated/)).toBeVisible();
    await expect(summary).toContainText(/marathon|running|hiking/i);

    // Ice breaker: plain text about Maya, copied to the clipboard.
    await page.getByRole('button', { name: 'Ice Breaker' }).click();
    const ice = page.getByRole('dialog', { name: 'Ice Breaker for Maya' });
    await expect(ice.getByText('Perfect Conversation Starter')).toBeVisible();
    await expect(ice.getByText(/marathon|Chicago|Yosemite|hiking|run/i)).toBeVisible({ timeout: 10_000 });
    const iceText = (await ice.getByText(/marathon|Chicago|Yosemite|hiking|run/i).first().innerText()).trim();
    await ice.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(ice.getByRole('button', { name: 'Copied!' })).toBeDisabled();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iceText);
    await ice.getByRole('button', { name: 'Got it, thanks!' }).click();
    await expect(ice).toBeHidden();

    // Gift ideas: markdown rendered as a list with bold idea names.
    await page.getByRole('button', { name: 'Gift Ideas' }).click();
    const gifts = page.getByRole('dialog', { name: 'Gift Ideas for Maya' });
    await expect(gifts.getByText('Thoughtful Gift Ideas')).toBeVisible();
    await expect(gifts.getByRole('listitem').first()).toBeVisible({ timeout: 10_000 });
    await expect(gifts.locator('strong').first()).toBeVisible();
    await expect(gifts).not.toContainText('**');
    // Copy gives plain text: the markdown rendered to text, no marks left.
    await gifts.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(gifts.getByRole('button', { name: 'Copied!' })).toBeDisabled();
    const copiedGifts = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedGifts).toMatch(/^1\. /m);
    expect(copiedGifts).not.toContain('**');
    await gifts.getByRole('button', { name: 'Perfect, thanks!' }).click();
    await expect(gifts).toBeHidden();

    // Coaching plan: generated on its page, four weeks of actions.
    await page.getByRole('link', { name: 'Coaching Plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/kindred/${maya.id}/coaching-plan$`));
    await page.getByRole('button', { name: 'Generate coaching plan' }).click();
    for (const week of [1, 2, 3, 4]) await expect(page.getByRole('heading', { name: new RegExp(`^Week ${week}:`) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Conversation topics' })).toBeVisible();
    await expect(page.getByText("Written by Kindred's built-in assistant")).toBeVisible();
  });

  test('/gemini-test names the engine and answers a signed-in test prompt', async ({ page, request }) => {
    await signInAsNewMember(page, request, 'gemini');
    await page.goto('/gemini-test');
    await expect(page.getByText(/Built-in offline assistant/)).toBeVisible();
    await page.getByRole('textbox', { name: /Prompt/ }).fill('Hello from the test');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('region', { name: /Answer/ })).toBeVisible({ timeout: 10_000 });
  });
});
