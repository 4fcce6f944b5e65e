import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../editions';
import {
  channelUrl,
  cutText,
  defaultShareImage,
  messengerText,
  queryModal,
  shareLink,
  withoutModalParam,
} from './share';

describe('share links (docs/product.md §7)', () => {
  it('points to the edition site root, prefixed by language-region only where there are several locales, never for the default (ADR 101)', () => {
    expect(shareLink(EDITIONS.kz, 'ru-KZ', '/charity-events')).toBe(
      'https://kz.eco-portal.example.org/ru-kz/charity-events',
    );
    expect(shareLink(EDITIONS.kz, 'kk-KZ')).toBe('https://kz.eco-portal.example.org/');
    expect(shareLink(EDITIONS.ru, 'ru-RU', '/get-app')).toBe('https://ru.eco-portal.example.org/get-app');
    expect(shareLink(EDITIONS.international, 'en-US')).toBe('https://eco-portal.example.org/');
  });

  it('builds messenger text as title — text and channel URLs per target', () => {
    expect(messengerText('Title', 'Text')).toBe('Title — Text');
    const tg = channelUrl('telegram', 'https://x.org/', 'T', 'X');
    expect(tg).toBe(
      `https://t.me/share/url?url=${encodeURIComponent('https://x.org/')}&text=${encodeURIComponent('T — X')}`,
    );
    expect(channelUrl('vk', 'https://x.org/', 'T', 'X')).toContain('vk.com/share.php');
  });

  it('cuts descriptions at 200 characters', () => {
    const long = 'word '.repeat(100);
    expect(cutText(long).length).toBeLessThanOrEqual(200);
    expect(cutText(long).endsWith('…')).toBe(true);
    expect(cutText('short')).toBe('short');
  });

  it('defaults the image to the edition 1200x600 PNG', () => {
    expect(defaultShareImage(EDITIONS.kz)).toEqual({
      url: 'https://kz.eco-portal.example.org/share/kz.png',
      width: 1200,
      height: 600,
      type: 'image/png',
    });
  });

  it('reads and removes the modal query parameter', () => {
    expect(queryModal('?modal=write-to-us')).toBe('write-to-us');
    expect(queryModal('?modal=question&x=1')).toBe('question');
    expect(queryModal('?modal=other')).toBeNull();
    expect(withoutModalParam('/get-app?modal=question')).toBe('/get-app');
    expect(withoutModalParam('/?a=1&modal=write-to-us#top')).toBe('/?a=1#top');
  });
});
