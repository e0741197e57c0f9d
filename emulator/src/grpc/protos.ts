// The google.firestore.v1 protos, as @google-cloud/firestore ships them (its protobufjs JSON
// descriptor), patched at load time: the shipped Write lacks `verify` (string, field 5, in oneof
// `operation`), which the web SDK sends in transactions; without it those writes would decode
// as a bare precondition and be dropped silently.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as protoLoader from '@grpc/proto-loader';

/** A protobufjs JSON namespace/type/enum node, as found in the descriptor file. */
export interface DescriptorNode {
  nested?: Record<string, DescriptorNode>;
  fields?: Record<string, FieldDescriptor>;
  oneofs?: Record<string, { oneof: string[] }>;
  values?: Record<string, number>;
  methods?: Record<string, unknown>;
  options?: unknown;
}

export interface FieldDescriptor {
  type: string;
  id: number;
  rule?: string;
  keyType?: string;
  options?: unknown;
}

/** How grpc-js objects look on our side of (de)serialisation; see convert.ts. */
const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  bytes: String,
  defaults: false,
  oneofs: false,
  json: true,
};

function loadDescriptor(): DescriptorNode {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@google-cloud/firestore/build/protos/v1.json');
  return JSON.parse(readFileSync(path, 'utf8')) as DescriptorNode;
}

function addVerifyToWrite(root: DescriptorNode): void {
  const write = root.nested?.google?.nested?.firestore?.nested?.v1?.nested?.Write;
  if (!write?.fields || !write.oneofs?.operation) {
    throw new Error('The Firestore protos changed shape: google.firestore.v1.Write not found.');
  }
  if (!write.fields.verify) {
    write.fields.verify = { type: 'string', id: 5 };
    write.oneofs.operation.oneof.push('verify');
  }
}

export interface FirestoreProtos {
  descriptor: DescriptorNode;
  packageDefinition: protoLoader.PackageDefinition;
}

export function loadFirestoreProtos(): FirestoreProtos {
  const descriptor = loadDescriptor();
  addVerifyToWrite(descriptor);
  // proto-loader copies what it needs; keep our own untouched copy for reflection.
  const packageDefinition = protoLoader.fromJSON(
    structuredClone(descriptor) as Parameters<typeof protoLoader.fromJSON>[0],
    LOADER_OPTIONS,
  );
  return { descriptor, packageDefinition };
}
