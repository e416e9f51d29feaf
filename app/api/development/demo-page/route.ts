import { NextResponse } from 'next/server';
import { blockRegistry } from '@/blocks/registry';

/** GET /api/development/demo-page: one demo block of every registered block type. */
export function GET() {
  const blocks = [...blockRegistry.values()].map((definition) => ({
    id: `demo-${definition.type}`,
    block_type: definition.type,
    block_params: definition.demoParams ?? {},
    fields: definition.demo,
  }));
  return NextResponse.json({ data: { blocks } });
}
