import { describe, expect, it } from 'vitest';
import { navigationLinks } from './navigation-links';

describe('navigation links', () => {
  it('links navigation at zoom 17 on the first point, else on the address', () => {
    const links = navigationLinks([{ latitude: 50.1, longitude: 14.4 }], 'Praha');
    expect(links.googleMaps).toContain('query=50.1%2C14.4');
    expect(links.mapyCz).toContain('z=17');
    expect(navigationLinks([], 'Dlouhá 5, Praha').mapyCz).toContain('q=Dlouh%C3%A1%205%2C%20Praha');
  });
});
