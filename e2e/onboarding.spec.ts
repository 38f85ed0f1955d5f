// The first-time welcome as a short guided path (issue 18).
import { expect, test } from '@playwright/test';
import { signInAsNewMember } from './support/members';

// An 8×8 red PNG: small, but a real image for the photo pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4oaGBFTEMLQkAgl1GAXRgBQ4AAAAASUVORK5CYII=',
  'base64',
);

test.describe('first steps', () => {
  test('a new member adds a first person and memory, sees what the AI found, and ends on the person page', async ({ page, request }) => {
    test.slow();
    await signInAsNewMember(page, request, 'onboarding', { firstTime: true });
    const welcome = page.getByRole('region', { name: 'Welcome to Kindred!' });
    await welcome.getByRole('button', { name: 'Get started' }).click();

    await welcome.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await welcome.getByRole('textbox', { name: 'Relationship' }).fill('Friend');
    await welcome.getByRole('button', { name: 'Next' }).click();

    // Left half-way, the steps resume where they were, with what was typed.
    await page.reload();
    await expect(welcome.getByRole('heading', { name: 'Write a first memory of Sam' })).toBeVisible();
    await welcome.getByRole('button', { name: 'Back' }).click();
    await expect(welcome.getByRole('textbox', { name: 'Relationship' })).toHaveValue('Friend');
    await welcome.locator('input[type=file]').setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: PNG });
    await expect(welcome.getByText('Chosen: sam.png')).toBeVisible();
    await welcome.getByRole('button', { name: 'Next' }).click();
    const memory = welcome.getByRole('textbox', { name: 'First memory' });
    await expect(memory).toHaveAttribute('placeholder', /^e\.g\., /);
    await memory.fill("Sam's birthday is on March 3, 1990. She is training for the Berlin marathon and loves her new puppy.");
    await welcome.getByRole('button', { name: 'Save memory' }).click();

    await expect(welcome.getByRole('heading', { name: 'Here is what Kindred found' })).toBeVisible();
    await expect(welcome.getByRole('heading', { name: 'Title' })).toBeVisible({ timeout: 15_000 });
    await expect(welcome.getByRole('listitem').filter({ hasText: 'March 3, 1990' })).toBeVisible();
    await expect(welcome.getByRole('heading', { name: 'Ice breaker' })).toBeVisible({ timeout: 15_000 });

    await welcome.getByRole('link', { name: "Go to Sam's page" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sam' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Sam' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Sam' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Welcome to Kindred!' })).toHaveCount(0);
  });

  test('the first steps can be skipped, and do not come back', async ({ page, request }) => {
    await signInAsNewMember(page, request, 'onboarding-skip', { firstTime: true });
    const welcome = page.getByRole('region', { name: 'Welcome to Kindred!' });
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await welcome.getByRole('button', { name: 'Skip for now' }).click();
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    await expect(welcome).toHaveCount(0);
  });
});
