import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFailureOnce } from './useFailureOnce.ts';

describe('useFailureOnce', () => {
  it('reports a failure once while retries keep failing, and again after a success in between', () => {
    const report = vi.fn();
    const { rerender } = renderHook(({ error }) => useFailureOnce(error, report), {
      initialProps: { error: null as unknown },
    });
    expect(report).not.toHaveBeenCalled();
    const first = new Error('first');
    rerender({ error: first });
    rerender({ error: new Error('retry') });
    expect(report.mock.calls).toEqual([[first]]);
    rerender({ error: null });
    const again = new Error('again');
    rerender({ error: again });
    expect(report.mock.calls).toEqual([[first], [again]]);
  });
});
