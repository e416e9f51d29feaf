import { expect, test } from './helpers/test';

test('the French home page answers 200', async ({ request }) => {
  const response = await request.get('/fr');
  expect(response.status()).toBe(200);
});
