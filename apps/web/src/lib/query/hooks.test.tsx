// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './client';
import { keepPreviousData } from './options';
import { QueryClientProvider } from './provider';
import { useMutation, usePendingMutations } from './useMutation';
import { useQuery } from './useQuery';

afterEach(cleanup);

function Genres({ fn, staleTime, enabled }: { fn: () => Promise<string>; staleTime?: number; enabled?: boolean }) {
  const { data, isPending, isError, isFetching } = useQuery({ queryKey: ['genres'], queryFn: fn, staleTime, enabled });
  if (isPending) return <p>loading</p>;
  if (isError) return <p>failed</p>;
  return <p>{`${data}${isFetching ? ' (refreshing)' : ''}`}</p>;
}

function Both({ user, genres }: { user: () => Promise<string>; genres: () => Promise<string> }) {
  useQuery({ queryKey: ['user'], queryFn: user, refetchOnWindowFocus: 'always' });
  useQuery({ queryKey: ['genres'], queryFn: genres });
  return null;
}

function Surprise({ answers }: { answers: Record<number, Promise<string>> }) {
  const [draw, setDraw] = useState(0);
  const { data } = useQuery({ queryKey: ['surprise', draw], queryFn: () => answers[draw], placeholderData: keepPreviousData });
  return <button type="button" onClick={() => setDraw(1)}>{data ?? 'none'}</button>;
}

function Remove({ calls, settled }: { calls: string[]; settled: Promise<void> }) {
  const removal = useMutation({
    mutationKey: ['remove'],
    mutationFn: async (id: string) => `removed ${id}`,
    onMutate: () => void calls.push('onMutate'),
    onSuccess: (data) => void calls.push(`onSuccess ${data}`),
    onSettled: () => settled,
  });
  const pending = usePendingMutations<string>(['remove']);
  return (
    <button type="button" onClick={() => removal.mutate('7', { onSuccess: () => void calls.push('mutate onSuccess') })}>
      {pending.length ? `removing ${pending.join()}` : 'idle'}
    </button>
  );
}

function Rate({ client }: { client: QueryClient }) {
  const rate = useMutation({
    mutationFn: (_stars: number): Promise<void> => Promise.reject(new Error('refused')),
    onMutate: (stars) => {
      const previous = client.getQueryData<number>(['rating']);
      client.setQueryData(['rating'], stars);
      return { previous };
    },
    onError: (_error, _stars, context) => client.setQueryData(['rating'], context?.previous),
  });
  return <button type="button" onClick={() => rate.mutate(5)}>{rate.isError ? 'failed' : 'rate'}</button>;
}

const renderWith = (client: QueryClient, ui: React.ReactNode) => render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

describe('useQuery', () => {
  it('shows loading, then the data', async () => {
    renderWith(new QueryClient(), <Genres fn={async () => 'Jazz, Rock'} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Jazz, Rock')).toBeTruthy();
  });

  it('shows the error of a failed fetch', async () => {
    renderWith(new QueryClient({ defaultOptions: { queries: { retry: false } } }), <Genres fn={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText('failed')).toBeTruthy();
  });

  it('does not fetch what the server rendered while it is fresh', () => {
    const client = new QueryClient();
    client.setQueryData(['genres'], 'from the server');
    const fn = vi.fn(async () => 'fetched');
    renderWith(client, <Genres fn={fn} staleTime={60_000} />);
    expect(screen.getByText('from the server')).toBeTruthy();
    expect(fn).not.toHaveBeenCalled();
  });

  it('does not fetch while not enabled, and stays pending', () => {
    const fn = vi.fn(async () => 'fetched');
    renderWith(new QueryClient(), <Genres fn={fn} enabled={false} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(fn).not.toHaveBeenCalled();
  });

  it('refetches a query on screen when it is invalidated, keeping the old data meanwhile', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let answer = 'Jazz';
    renderWith(client, <Genres fn={async () => answer} />);
    await screen.findByText('Jazz');
    answer = 'Jazz, Blues';
    await act(() => client.invalidateQueries({ queryKey: ['genres'] }));
    expect(screen.getByText('Jazz, Blues')).toBeTruthy();
  });

  it('refetches on coming back to the tab only what asks for it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false } } });
    const user = vi.fn(async () => 'ann');
    const genres = vi.fn(async () => 'Jazz');
    renderWith(client, <Both user={user} genres={genres} />);
    await waitFor(() => expect(client.getQueryData(['user'])).toBe('ann'));
    fireEvent.focus(window);
    await waitFor(() => expect(user).toHaveBeenCalledTimes(2));
    expect(genres).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the previous key’s data while the next key loads, when asked to', async () => {
    const answers: Record<number, Promise<string>> = { 0: Promise.resolve('first'), 1: new Promise(() => {}) };
    renderWith(new QueryClient(), <Surprise answers={answers} />);
    fireEvent.click(await screen.findByText('first'));
    expect(screen.getByRole('button').textContent).toBe('first');
  });
});

describe('useMutation', () => {
  it('runs onMutate, the call, then its callbacks and those given to mutate; pending until its onSettled is done', async () => {
    const calls: string[] = [];
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    renderWith(new QueryClient(), <Remove calls={calls} settled={settled} />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('removing 7')).toBeTruthy();
    expect(calls).toEqual(['onMutate', 'onSuccess removed 7']);
    settle();
    expect(await screen.findByText('idle')).toBeTruthy();
    expect(calls).toEqual(['onMutate', 'onSuccess removed 7', 'mutate onSuccess']);
  });

  it('hands what onMutate returned to onError, to undo an optimistic change', async () => {
    const client = new QueryClient();
    client.setQueryData(['rating'], 2);
    renderWith(client, <Rate client={client} />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(client.getQueryData(['rating'])).toBe(2);
  });
});
