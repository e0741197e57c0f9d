// Firestore's storage size of a document (https://firebase.google.com/docs/firestore/storage-size),
// to reject documents production would reject: at most 1 MiB (1,048,576 bytes).
import { arrayValues, mapFields, type Fields, type Value } from './values.js';

export const MAX_DOCUMENT_BYTES = 1_048_576;

function stringSize(text: string): number {
  return Buffer.byteLength(text, 'utf8') + 1;
}

/** A document name's size: each segment as a string, plus 16. */
export function documentNameSize(path: string): number {
  return path.split('/').reduce((total, segment) => total + stringSize(segment), 16);
}

function referenceSize(reference: string): number {
  const path = reference.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\/?/, '');
  return documentNameSize(path);
}

function valueSize(value: Value): number {
  if ('stringValue' in value) return stringSize(String(value.stringValue));
  if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
  if ('booleanValue' in value || 'nullValue' in value) return 1;
  if ('bytesValue' in value) return Buffer.from(String(value.bytesValue), 'base64').length;
  if ('referenceValue' in value) return referenceSize(String(value.referenceValue));
  if ('geoPointValue' in value) return 16;
  if ('arrayValue' in value) {
    return arrayValues(value).reduce((total, element) => total + valueSize(element), 0);
  }
  if ('mapValue' in value) return fieldsSize(mapFields(value));
  return 0;
}

function fieldsSize(fields: Fields): number {
  let total = 0;
  for (const [name, value] of Object.entries(fields)) total += stringSize(name) + valueSize(value);
  return total;
}

export function documentSize(path: string, fields: Fields): number {
  return documentNameSize(path) + fieldsSize(fields) + 32;
}
