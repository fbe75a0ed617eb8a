// @vitest-environment jsdom
import { type MoodPage, MOOD_ENDPOINTS } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderPageRoute } from '../../app/testPageRoutes';
import { channel } from '../../app/testing';
import { useToastStore } from '../../features/toasts/store';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const WORKDAY: MoodPage = {
  kind: 'workday',
  groups: [
    { name: 'Focus', param: 'focus', description: 'Unobtrusive music that helps you concentrate.', channels: [channel(1, { name: 'Deep Focus' }), channel(2)] },
    { name: 'Power Hour', param: 'power-hour', description: 'Turn it up and clear the inbox.', channels: [channel(3)] },
  ],
};

const HOLIDAY: MoodPage = {
  kind: 'holiday',
  groups: [
    { name: 'Christmas Classics', param: 'christmas-classics', description: 'The crooners, carols and standards that say Christmas.', channels: [channel(10), channel(11)] },
    { name: 'Sacred & Classical', param: 'sacred-and-classical', description: '*Choirs, orchestras and the sacred music of the season.', channels: [channel(12)] },
    { name: 'Kids & Family', param: 'kids-and-family', description: null, channels: [channel(13)] },
  ],
};

describe('the workday page', () => {
  it('shows each group as a section titled by its name, anchored by its param, with its channels', async () => {
    const get = vi.fn(async () => WORKDAY);
    renderPageRoute('/workday-channels/', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workday Channels' })).toBeTruthy();
    const focus = await screen.findByRole('region', { name: 'Focus' });
    expect(within(focus).getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Play Deep Focus', 'Play Channel 2']);
    expect(within(focus).getByRole('heading', { level: 2, name: 'Focus' }).id).toBe('focus');
    const power = screen.getByRole('region', { name: 'Power Hour' });
    expect(within(power).getByRole('heading', { level: 2 }).id).toBe('power-hour');
    expect(within(power).getAllByRole('button', { name: /^Play / })).toHaveLength(1);
    // Workday groups are a name and channels only.
    expect(screen.queryByText(WORKDAY.groups[0].description ?? '')).toBeNull();
    const links = screen.getByRole('navigation', { name: 'Groups on this page' });
    expect(within(links).getByRole('link', { name: 'Power Hour' }).getAttribute('href')).toBe('#power-hour');
    expect(get).toHaveBeenCalledWith(MOOD_ENDPOINTS.moodGroups.workday.path);
  });

  it('plays a channel when its tile is clicked', async () => {
    const { player } = renderPageRoute('/workday-channels/', async () => WORKDAY);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Deep Focus' }));
    expect(player.play).toHaveBeenCalledWith(channel(1)._id.$oid, { name: 'Deep Focus', oldid: 101 });
  });

  it('shows its title and six placeholder tiles while the groups load', async () => {
    renderPageRoute('/workday-channels/', () => new Promise(() => {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workday Channels' })).toBeTruthy();
    expect(screen.getByTestId('tile-skeletons').querySelectorAll('li')).toHaveLength(6);
  });

  it('says the groups failed to load and offers Retry, which loads them again', async () => {
    let fail = true;
    renderPageRoute('/workday-channels/', async () => {
      if (fail) throw new ApiError(500, 'server_error', 'Boom');
      return WORKDAY;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading content');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Error fetching page data']);
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('region', { name: 'Focus' })).toBeTruthy();
  });
});

describe('the holiday page', () => {
  it.each(['/holiday-music/', '/christmas-music/', '/holiday-channels-2024/'])('at %s shows the holiday groups and says there are over 110 Christmas channels', async (path) => {
    const get = vi.fn(async () => HOLIDAY);
    renderPageRoute(path, get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday Music' })).toBeTruthy();
    expect(screen.getByText(/There are over 110 Christmas channels/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse them all' }).getAttribute('href')).toBe('/christmas/');
    const classics = await screen.findByRole('region', { name: 'Christmas Classics' });
    expect(within(classics).getByText('The crooners, carols and standards that say Christmas.')).toBeTruthy();
    expect(within(classics).getAllByRole('button', { name: /^Play / })).toHaveLength(2);
    expect(get).toHaveBeenCalledWith(MOOD_ENDPOINTS.moodGroups.holiday.path);
  });

  it('hides a description that starts with an asterisk, and shows the group all the same', async () => {
    renderPageRoute('/christmas-music/', async () => HOLIDAY);
    const sacred = await screen.findByRole('region', { name: 'Sacred & Classical' });
    expect(within(sacred).getByRole('button', { name: 'Play Channel 12' })).toBeTruthy();
    expect(screen.queryByText(/Choirs, orchestras/)).toBeNull();
    const kids = screen.getByRole('region', { name: 'Kids & Family' });
    await waitFor(() => expect(within(kids).getAllByRole('button', { name: /^Play / })).toHaveLength(1));
  });
});
