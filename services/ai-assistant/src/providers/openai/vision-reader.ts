// OCR by the vision model when the provider is openai: the page image goes inline as a data URL.
import { fitForOcr } from '../../documents/ocr-image.js';
import type { ImageTextReader } from '../../documents/tesseract-ocr.js';
import type { ChatCaller } from './structured-chat.js';

const TRANSCRIBE =
  'Transcribe all readable text in this image exactly, in reading order, as plain text. Keep line breaks ' +
  'between lines and write maths in plain characters (e.g. 3x + 5 = 20, 1/2). Do not add commentary. If the ' +
  'image has no readable text, answer with the single word NONE.';

export function createVisionReader(chat: ChatCaller, visionModel: string): ImageTextReader {
  return {
    async readImage(image, mimeType) {
      // The model reads colour, shadows and a turned page itself; it only needs a sensible size, upright.
      const fitted = await fitForOcr(image);
      const url = `data:${fitted.mimeType ?? mimeType};base64,${Buffer.from(fitted.bytes).toString('base64')}`;
      const text = await chat.text({
        task: 'vision-ocr',
        model: visionModel,
        messages: [{ role: 'user', content: [{ type: 'text', text: TRANSCRIBE }, { type: 'image_url', image_url: { url } }] }],
      });
      return text.trim() === 'NONE' ? '' : text;
    },
    async close() {},
  };
}
