import { describe, expect, it } from 'vitest';
import { EVENT_FALLBACK_IMAGE } from '../shared/events/model';
import { FALLBACK } from './image-fallback';

describe('the document-wide cover fallback', () => {
  it('shows the same picture as EventCover', () => {
    expect(FALLBACK).toBe(EVENT_FALLBACK_IMAGE);
  });
});
