import { NextResponse } from 'next/server';
import { blockSpecs } from '@/blocks/catalog';

/** GET /api/development/demo-page: one demo block of every registered block type. */
export function GET() {
  const blocks = [...blockSpecs.values()].map((definition) => ({
    id: `demo-${definition.type}`,
    block_type: definition.type,
    block_params: definition.demoParams ?? {},
    fields: definition.demo,
  }));
  return NextResponse.json({ data: { blocks } });
}
