/** The parser of Sanity's image URL parameters (server/images/params.ts). */
import { asksForTransform, ImageParamError, paramsKey, parseImageParams } from '../../../server/images/params.js';

const parse = (query: string) => parseImageParams(Object.fromEntries(new URLSearchParams(query)));

describe('parseImageParams', () => {
  it('reads what @sanity/image-url writes', () => {
    const p = parse('rect=10,20,300,200&bg=ff0000&fp-x=0.25&fp-y=0.75&flip=hv&w=400&h=300&fm=webp&blur=20&or=90&q=60&fit=crop&crop=focalpoint&auto=format&dpr=2');
    expect(p).toMatchObject({
      width: 800,
      height: 600,
      fit: 'crop',
      crop: { kind: 'focalpoint' },
      focalPoint: { x: 0.25, y: 0.75 },
      rect: { left: 10, top: 20, width: 300, height: 200 },
      quality: 60,
      format: 'webp',
      autoFormat: true,
      background: { r: 255, g: 0, b: 0, alpha: 1 },
      blur: 20,
      flipH: true,
      flipV: true,
      orientation: 90,
    });
  });

  it('defaults to fit=clip, a centred crop and no format', () => {
    expect(parse('w=400')).toMatchObject({ width: 400, fit: 'clip', crop: { kind: 'position', x: 'center', y: 'center' }, autoFormat: false });
    expect(parse('w=400').format).toBeUndefined();
    expect(parse('h=300').width).toBeUndefined();
  });

  it.each([
    ['crop=top,left', { kind: 'position', x: 'left', y: 'top' }],
    ['crop=bottom', { kind: 'position', x: 'center', y: 'bottom' }],
    ['crop=entropy', { kind: 'entropy' }],
  ])('reads %s', (query, crop) => {
    expect(parse(query).crop).toEqual(crop);
  });

  it('reads bg as RGB, RRGGBB and alpha-first ARGB / AARRGGBB', () => {
    expect(parse('bg=0f0').background).toEqual({ r: 0, g: 255, b: 0, alpha: 1 });
    expect(parse('bg=000000ff').background).toEqual({ r: 0, g: 0, b: 255, alpha: 0 });
  });

  it('applies min-w and caps max-w by dpr', () => {
    expect(parse('w=100&min-w=200').width).toBe(200);
    expect(parse('max-w=500&dpr=2').maxWidth).toBe(1000);
  });

  it.each([
    ['w=abc', /^w must be a whole number/],
    ['w=-1', /^w must be/],
    ['w=0', /^w must be/],
    ['w=12.5', /^w must be a whole number/],
    ['w=100000', /at most 4000 px/],
    ['w=2500&dpr=2', /at most 4000 px/],
    ['h=4001', /at most 4000 px/],
    ['fm=exe', /^fm must be one of jpg, pjpg, png, webp, avif/],
    ['fit=evil', /^fit must be one of/],
    ['crop=middle', /^crop must be/],
    ['rect=1,2,3', /^rect must be left,top,width,height/],
    ['rect=0,0,0,10', /at least 1 px/],
    ['rect=a,b,c,d', /^rect must be/],
    ['q=500', /^q must be a whole number from 0 to 100/],
    ['q=-1', /^q must be/],
    ['dpr=50', /^dpr must be a number from 1 to 3/],
    ['dpr=0', /^dpr must be/],
    ['blur=0', /^blur must be/],
    ['blur=5000', /^blur must be/],
    ['bg=red', /^bg must be a hex colour/],
    ['auto=compress', /^auto must be format/],
    ['flip=x', /^flip must be/],
    ['or=45', /^or must be one of/],
    ['fp-x=2', /^fp-x must be/],
  ])('refuses %s', (query, message) => {
    expect(() => parse(query)).toThrow(ImageParamError);
    expect(() => parse(query)).toThrow(message);
  });

  it('refuses a parameter given twice (the query parser hands over an array)', () => {
    expect(() => parseImageParams({ w: ['1', '2'] })).toThrow('w must be given once');
  });

  it('ignores parameters it does not know, as Sanity does', () => {
    expect(parse('w=400&utm_source=x&foo=bar')).toEqual(parse('w=400'));
  });
});

describe('asksForTransform', () => {
  it('is false without any known parameter and for dl alone', () => {
    expect(asksForTransform({})).toBe(false);
    expect(asksForTransform({ v: '2', dl: '' })).toBe(false);
    expect(asksForTransform({ w: '400' })).toBe(true);
  });
});

describe('paramsKey', () => {
  it('is the same whatever order the URL lists the parameters in, and differs when the render does', () => {
    expect(paramsKey(parse('w=400&q=70&auto=format'))).toBe(paramsKey(parse('auto=format&q=70&w=400')));
    expect(paramsKey(parse('w=400&dl=x.jpg'))).toBe(paramsKey(parse('w=400')));
    expect(paramsKey(parse('w=400&q=70'))).not.toBe(paramsKey(parse('w=400&q=71')));
    expect(paramsKey(parse('w=400&fp-x=0.2&crop=focalpoint&fit=crop&h=100'))).not.toBe(paramsKey(parse('w=400&fp-x=0.8&crop=focalpoint&fit=crop&h=100')));
  });
});
