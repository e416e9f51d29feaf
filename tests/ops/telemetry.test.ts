import { ROOT_CONTEXT, SpanStatusCode, TraceFlags, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { ErrorKeepingProcessor, RatioOrRecordSampler, registerTelemetry, traceRatio } from '@/lib/ops/telemetry';
import { parseConfig } from '@/lib/config/env';

/** Spec 000: errors reported as traces, sample rate 0.1; nothing without an OTLP endpoint. */
describe('telemetry', () => {
  it('samples 0.1 of traces by default, OTEL_TRACES_SAMPLER_ARG otherwise (bounded)', () => {
    expect(traceRatio({})).toBe(0.1);
    expect(traceRatio({ OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBe(0.5);
    expect(traceRatio({ OTEL_TRACES_SAMPLER_ARG: '7' })).toBe(1);
    expect(traceRatio({ OTEL_TRACES_SAMPLER_ARG: 'lots' })).toBe(0.1);
  });

  it('draws about the ratio of root traces, records the others, follows a parent', () => {
    const sampler = new RatioOrRecordSampler(0.1);
    let sampled = 0;
    for (let i = 0; i < 4000; i++) {
      const traceId = crypto.randomUUID().replace(/-/g, '');
      const { decision } = sampler.shouldSample(ROOT_CONTEXT, traceId);
      expect(decision === SamplingDecision.RECORD_AND_SAMPLED || decision === SamplingDecision.RECORD).toBe(true);
      if (decision === SamplingDecision.RECORD_AND_SAMPLED) sampled += 1;
    }
    expect(sampled / 4000).toBeGreaterThan(0.07);
    expect(sampled / 4000).toBeLessThan(0.13);
    const parent = (flags: number) =>
      trace.setSpanContext(ROOT_CONTEXT, { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: flags, isRemote: true });
    expect(new RatioOrRecordSampler(0).shouldSample(parent(TraceFlags.SAMPLED), 'a'.repeat(32)).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(new RatioOrRecordSampler(1).shouldSample(parent(TraceFlags.NONE), 'a'.repeat(32)).decision).toBe(SamplingDecision.RECORD);
  });

  it('exports every failing span even when its trace was not drawn, and no other undrawn span', async () => {
    const exporter = new InMemorySpanExporter();
    const processor = new ErrorKeepingProcessor(exporter);
    const provider = new BasicTracerProvider({ sampler: new RatioOrRecordSampler(0), spanProcessors: [processor] });
    const tracer = provider.getTracer('test');
    tracer.startSpan('GET /fr ok').end();
    const failing = tracer.startSpan('GET /fr failing');
    failing.setStatus({ code: SpanStatusCode.ERROR });
    failing.end();
    await processor.forceFlush();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['GET /fr failing']);
    const drawn = new BasicTracerProvider({ sampler: new RatioOrRecordSampler(1), spanProcessors: [new ErrorKeepingProcessor(exporter)] });
    exporter.reset();
    drawn.getTracer('test').startSpan('GET /fr drawn').end();
    await drawn.forceFlush();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['GET /fr drawn']);
  });

  it('registers nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await registerTelemetry(parseConfig({}))).toBe(false);
  });
});
