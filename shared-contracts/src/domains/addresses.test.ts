import { describe, expect, it } from 'vitest';
import { addressListParams, areaPath, zoneOf, type AreaWithParents } from './addresses';

function area(name: string, zone: string, parent?: AreaWithParents): AreaWithParents {
  return {
    id: `${name.toLowerCase().replace(/\W/g, '')}`.padEnd(15, '0').slice(0, 15),
    collectionId: 'pbc_areas',
    collectionName: 'areas',
    created: '',
    updated: '',
    name,
    kind: 'district',
    parent: parent?.id ?? '',
    zone,
    expand: parent ? { parent } : undefined,
  };
}

describe('zoneOf and areaPath', () => {
  it("takes the district's zone, else the nearest parent's, as the server does", () => {
    const region = area('North', 'N');
    const province = area('Ha Noi', '', region);
    expect(zoneOf(area('Ba Dinh', 'HN1', province))).toBe('HN1');
    expect(zoneOf(area('Ba Dinh', '', province))).toBe('N');
    expect(zoneOf(area('Ba Dinh', '', area('Ha Noi', '')))).toBe('');
    expect(zoneOf(undefined)).toBe('');
    expect(areaPath(area('Ba Dinh', '', province))).toBe('Ba Dinh, Ha Noi, North');
  });
});

describe('addressListParams', () => {
  it("asks for the customer's own addresses, default first, with their area path", () => {
    expect(addressListParams('customer0000001', 2)).toEqual({
      page: 2,
      filter: 'user = "customer0000001"',
      sort: '-is_default,-created',
      expand: 'area,area.parent,area.parent.parent',
    });
  });
});
