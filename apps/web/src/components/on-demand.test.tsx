import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/chunk-load';
import { OnDemand } from './on-demand';

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Add someone" /> : <p>closed</p>;
}

/** A lazily loaded Dialog whose code arrives when `arrive` is called. */
function lazyDialog() {
  let arrive = () => {};
  const load = vi.fn(() => new Promise<typeof Dialog>((resolve) => (arrive = () => resolve(Dialog))));
  return { LazyDialog: lazyComponent(load), load, arrive: () => arrive() };
}

describe('OnDemand', () => {
  it('neither renders nor downloads a dialog that has never opened', () => {
    const { LazyDialog, load } = lazyDialog();
    const { container } = render(
      <OnDemand open={false}>{(open) => <LazyDialog open={open} />}</OnDemand>,
    );

    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a spinner while the dialog downloads, then the dialog, and keeps it mounted once closed', async () => {
    const { LazyDialog, load, arrive } = lazyDialog();
    const page = (open: boolean) => (
      <OnDemand open={open}>{(isOpen) => <LazyDialog open={isOpen} />}</OnDemand>
    );
    const { rerender } = render(page(false));

    rerender(page(true));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Add someone' })).toBeInTheDocument();

    rerender(page(false));
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(page(true));
    expect(screen.getByRole('dialog', { name: 'Add someone' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
