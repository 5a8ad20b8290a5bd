import { subjectBottle } from './label-layout';
import { OcrLine } from './ocr-line';

const line = (text: string, left: number, top: number, width: number, height = 30, angle = 0): OcrLine => ({
  text,
  confidence: 0.98,
  height,
  top,
  left,
  width,
  angle,
  cx: left + width / 2,
  cy: top + height / 2,
});

describe('subjectBottle', () => {
  it('drops a second bottle cut by the frame and keeps the whole one', () => {
    const subject = [line('Lobethal Road', 190, 180, 300), line('Rosé', 260, 300, 60), line('Adelaide Hills', 250, 440, 80)];
    const behind = [line('DE BORTOLI', 860, 180, 164), line('Riverina', 910, 390, 40)];
    expect(subjectBottle([...subject, ...behind], 1024)).toEqual(subject);
  });

  it('keeps every line of one label, its side strip included, and when no bottle is whole', () => {
    // a producer running up the label's side, a little apart from the name across it
    const one = [
      line('KALLESKE', 60, 300, 140, 60, -Math.PI / 2),
      line('Johann Georg', 270, 290, 340),
      line('2007', 370, 400, 130),
    ];
    expect(subjectBottle(one, 1024)).toEqual(one);
    const both = [line('Henschke', 0, 200, 130), line('Croser', 890, 280, 134)];
    expect(subjectBottle(both, 1024)).toEqual(both);
  });
});
