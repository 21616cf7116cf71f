import { describe, expect, it } from 'vitest';
import { groupName } from './group-name';
import type { TabItem } from './tab-item';

const tab = (id: number, title: string, groupId?: number): TabItem => ({
  id,
  title,
  url: `https://t${id}.test/`,
  active: false,
  loading: false,
  ...(groupId !== undefined ? { groupId } : {}),
});

describe('groupName', () => {
  const tabs = [tab(1, 'Aerolite 14 review', 7), tab(2, 'Honey bees', 7), tab(3, 'Mount Etna', 7), tab(4, 'Elsewhere')];
  it('is the group’s title', () => {
    expect(groupName({ id: 7, title: ' Laptops ' }, tabs)).toBe('Laptops');
  });
  it('names an untitled group by its first tabs', () => {
    expect(groupName({ id: 7, title: '' }, tabs)).toBe('Aerolite 14 review, Honey bees…');
    expect(groupName({ id: 7, title: '' }, tabs.slice(0, 2))).toBe('Aerolite 14 review, Honey bees');
  });
});
