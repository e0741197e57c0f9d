// The Firestore web SDK's Node build parses its protocol definitions again for every Firestore
// instance it creates (`loadProtos()` in its gRPC connection), and each rules-test context is an
// app and instance of its own: parsing them and generating their codecs was most of a worker's
// CPU. The definitions never change within a process, so each worker parses them once.
import { createRequire } from 'node:module';

// The copy of @grpc/proto-loader the SDK itself requires.
const requireFromSdk = createRequire(createRequire(import.meta.url).resolve('@firebase/firestore'));
const protoLoader = requireFromSdk('@grpc/proto-loader') as {
  fromJSON: (json: object, options?: object) => unknown;
};
const parse = protoLoader.fromJSON;
const parsed = new WeakMap<object, unknown>();
protoLoader.fromJSON = (json, options) => {
  if (!parsed.has(json)) parsed.set(json, parse(json, options));
  return parsed.get(json);
};
