import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Group { name: string; param: string; description: string | null; channels: { _id: { $oid: string }; name: string }[] }

describe.each(DIALECTS)('mood pages API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function moodPage(kind: string): Promise<{ kind: string; groups: Group[] }> {
    const res = await t.app.inject(`/c/m/json/mood/${kind}/`);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function catalogGroups(kind: string) {
    const groups = await t.db.selectFrom('mood_groups').selectAll().where('kind', '=', kind).orderBy('sort').execute();
    const rows = await t.db.selectFrom('mood_group_channels').selectAll().orderBy('position').execute();
    return groups.map((g) => ({ ...g, channelIds: rows.filter((r) => r.group_id === g.id).map((r) => r.channel_id) }));
  }

  it('gives the workday groups in page order, each with its name, param and channels in order', async () => {
    const page = await moodPage('workday');
    expect(page.kind).toBe('workday');
    const catalog = await catalogGroups('workday');
    expect(catalog.length).toBeGreaterThan(0);
    expect(page.groups.map((g) => g.param)).toEqual(catalog.map((g) => g.param));
    for (const [i, group] of page.groups.entries()) {
      expect(group.name).toBe(catalog[i].name);
      expect(group.description).toBe(catalog[i].description);
      expect(group.channels.map((c) => c._id.$oid)).toEqual(catalog[i].channelIds);
      expect(group.channels.length).toBeGreaterThan(0);
    }
  });

  it('gives the holiday groups with their descriptions as written, asterisk included, and only Christmas channels', async () => {
    const page = await moodPage('holiday');
    expect(page.kind).toBe('holiday');
    expect(page.groups.map((g) => g.param)).toEqual((await catalogGroups('holiday')).map((g) => g.param));
    expect(page.groups.some((g) => g.description?.startsWith('*'))).toBe(true);
    expect(page.groups.some((g) => g.description && !g.description.startsWith('*'))).toBe(true);
    const ids = page.groups.flatMap((g) => g.channels.map((c) => c._id.$oid));
    const rows = await t.db.selectFrom('channels').select(['id', 'christmas']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(new Set(ids).size);
    expect(rows.every((r) => r.christmas === 1)).toBe(true);
    const workday = (await moodPage('workday')).groups.flatMap((g) => g.channels.map((c) => c._id.$oid));
    expect(workday.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('answers 404 for a mood page that does not exist', async () => {
    const res = await t.app.inject('/c/m/json/mood/weekend/');
    expect(res.statusCode).toBe(404);
  });

  it('leaves out a disabled channel, and a group left with no channels, and says null for no description', async () => {
    const [first, ...others] = await catalogGroups('workday');
    // Groups share channels: the one checked keeps one of its own.
    const second = others.find((g) => g.channelIds.some((id) => !first.channelIds.includes(id)));
    if (!second) throw new Error('every workday group has only the first group\'s channels');
    await t.db.updateTable('mood_groups').set({ description: '' }).where('id', '=', second.id).execute();
    await t.db.updateTable('channels').set({ disabled: 1 }).where('id', 'in', first.channelIds).execute();
    try {
      const page = await moodPage('workday');
      expect(page.groups.map((g) => g.param)).not.toContain(first.param);
      expect(page.groups.find((g) => g.param === second.param)?.description).toBeNull();
      const shown = new Set(page.groups.flatMap((g) => g.channels.map((c) => c._id.$oid)));
      for (const id of first.channelIds) expect(shown.has(id)).toBe(false);
    } finally {
      await t.db.updateTable('channels').set({ disabled: 0 }).where('id', 'in', first.channelIds).execute();
      await t.db.updateTable('mood_groups').set({ description: second.description }).where('id', '=', second.id).execute();
    }
  });
});
