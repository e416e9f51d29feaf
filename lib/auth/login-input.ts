import { z } from 'zod';

/** The login form or JSON body. Lengths are capped so a huge password cannot stall scrypt. */
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(1024),
  next: z.string().max(2048).optional(),
  lang: z.string().max(8).optional(),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

export function isJsonRequest(request: Request): boolean {
  return request.headers.get('content-type')?.toLowerCase().includes('application/json') ?? false;
}

/** Reads the body as JSON or as a form; null when it is not a valid login. */
export async function readLoginInput(request: Request): Promise<LoginInput | null> {
  let body: unknown;
  try {
    body = isJsonRequest(request) ? await request.json() : Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
  const parsed = loginInputSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
