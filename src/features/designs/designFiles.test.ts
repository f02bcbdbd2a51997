import { describe, expect, it } from 'vitest';
import {
  attachmentKind,
  checkDesignFile,
  designFileMaxBytes,
  gardenImageKind,
  isPicture,
} from './designFiles.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const tooLarge = 'The file you are attempting to upload is too large, it must be less than 5MB';

describe('design files', () => {
  it('takes garden pictures under 5 MB and refuses the rest before sending', () => {
    expect(checkDesignFile(file('yard.jpg', 'image/jpeg'), gardenImageKind)).toBeNull();
    expect(
      checkDesignFile(file('yard.jpg', 'image/jpeg', designFileMaxBytes - 1), gardenImageKind),
    ).toBeNull();
    expect(
      checkDesignFile(file('yard.jpg', 'image/jpeg', designFileMaxBytes), gardenImageKind),
    ).toBe(tooLarge);
    expect(checkDesignFile(file('plan.pdf', 'application/pdf'), gardenImageKind)).toBe(
      'Please choose a picture: JPG, PNG, GIF or WebP.',
    );
  });

  it('takes the attachment types of project messages, by extension when the browser gives no type', () => {
    for (const [name, type] of [
      ['plan.pdf', 'application/pdf'],
      ['notes.doc', 'application/msword'],
      ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['list.txt', 'text/plain'],
      ['letter.rtf', 'application/rtf'],
      ['bed.png', 'image/png'],
      ['letter.rtf', ''],
    ] as const) {
      expect(checkDesignFile(file(name, type), attachmentKind)).toBeNull();
    }
    expect(checkDesignFile(file('tool.exe', 'application/x-msdownload'), attachmentKind)).toBe(
      'Attach a picture, a PDF, a Word document or a text file.',
    );
    expect(checkDesignFile(file('big.pdf', 'application/pdf', 6_000_000), attachmentKind)).toBe(
      tooLarge,
    );
    expect(attachmentKind.accept).toContain('.docx');
  });

  it('previews pictures and names the other files', () => {
    expect(isPicture(file('bed.webp', 'image/webp'))).toBe(true);
    expect(isPicture(file('bed.JPG', ''))).toBe(true);
    expect(isPicture(file('plan.pdf', 'application/pdf'))).toBe(false);
  });
});
