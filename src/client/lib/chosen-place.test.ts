import { describe, expect, it } from 'vitest';
import { browsingCentre } from './browsing-centre.ts';
import { parseChosenPlace } from './chosen-place.ts';

const SANTA_TECLA = {
  name: 'Santa Tecla',
  department: 'La Libertad',
  latitude: 13.67694,
  longitude: -89.27972,
};

describe('parseChosenPlace', () => {
  it('reads back what choosePlace stored', () => {
    expect(parseChosenPlace(JSON.stringify(SANTA_TECLA))).toEqual(SANTA_TECLA);
    expect(parseChosenPlace(JSON.stringify({ ...SANTA_TECLA, population: 1 }))).toEqual(SANTA_TECLA);
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{"name":'],
    ['a string', '"Santa Tecla"'],
    ['null', 'null'],
    ['an empty name', JSON.stringify({ ...SANTA_TECLA, name: '' })],
    ['no department', JSON.stringify({ ...SANTA_TECLA, department: undefined })],
    ['a latitude as text', JSON.stringify({ ...SANTA_TECLA, latitude: '13.6' })],
    ['a latitude off the globe', JSON.stringify({ ...SANTA_TECLA, latitude: 91 })],
    ['a longitude off the globe', JSON.stringify({ ...SANTA_TECLA, longitude: -181 })],
  ])('reads %s as no choice', (_what, raw) => {
    expect(parseChosenPlace(raw)).toBeNull();
  });
});

describe('browsingCentre', () => {
  const device = { status: 'available', latitude: 13.7, longitude: -89.2, accuracy: 10 } as const;

  it('measures from the device when it gives a position, even with a municipality chosen', () => {
    expect(browsingCentre(device, SANTA_TECLA)).toEqual({
      source: 'device',
      point: { latitude: 13.7, longitude: -89.2 },
    });
  });

  it('measures from the chosen municipality without a position', () => {
    expect(browsingCentre({ status: 'error', error: 'blocked' }, SANTA_TECLA)).toEqual({
      source: 'chosen',
      point: { latitude: SANTA_TECLA.latitude, longitude: SANTA_TECLA.longitude },
      place: SANTA_TECLA,
    });
  });

  it('has no centre with neither', () => {
    expect(browsingCentre({ status: 'idle' }, null)).toEqual({ source: 'none', point: null });
  });
});
