// Converts between the objects grpc-js/proto-loader hands us (see LOADER_OPTIONS: camelCase,
// int64/enums/bytes as strings, NaN/Infinity as strings) and the contract's proto3 JSON. What
// remains to do is type-directed: google.protobuf.Timestamp is {seconds,nanos} on one side and an
// RFC 3339 string on the other; Duration {seconds,nanos} and a string like "1.5s"; Struct
// {fields:{k:{stringValue}}} and a plain JSON object (query explain's metrics); wrappers
// (Int32Value...) are {value} on one side and bare on the other. The protos' descriptor tells us
// which field has which type.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { formatTimestamp, parseTimestamp } from '../firestore/timestamps.js';
import type { DescriptorNode, FieldDescriptor } from './protos.js';

type Special = 'timestamp' | 'duration' | 'struct' | 'wrapper' | 'int64wrapper';

interface FieldPlan {
  /** Full name of the field's message type, when it is a message. */
  messageType: string | undefined;
  special: Special | undefined;
  repeated: boolean;
  map: boolean;
}

const WRAPPERS = new Set([
  'google.protobuf.Int32Value',
  'google.protobuf.UInt32Value',
  'google.protobuf.DoubleValue',
  'google.protobuf.FloatValue',
  'google.protobuf.BoolValue',
  'google.protobuf.StringValue',
  'google.protobuf.BytesValue',
]);
const INT64_WRAPPERS = new Set(['google.protobuf.Int64Value', 'google.protobuf.UInt64Value']);

/** Direction of conversion: from grpc-js objects to proto3 JSON, or back. */
type Direction = 'toJson' | 'fromJson';

export class MessageConverter {
  private readonly types = new Map<string, DescriptorNode>();
  private readonly plans = new Map<string, Map<string, FieldPlan>>();

  constructor(root: DescriptorNode) {
    this.collect('', root);
  }

  private collect(prefix: string, node: DescriptorNode): void {
    for (const [name, child] of Object.entries(node.nested ?? {})) {
      const fullName = prefix ? `${prefix}.${name}` : name;
      if (child.fields) this.types.set(fullName, child);
      this.collect(fullName, child);
    }
  }

  /** Resolves a type reference as protobufjs does: innermost scope outwards. */
  private resolve(scope: string, reference: string): string | undefined {
    if (reference.startsWith('.'))
      return this.types.has(reference.slice(1)) ? reference.slice(1) : undefined;
    const parts = scope.split('.');
    for (let length = parts.length; length >= 0; length--) {
      const candidate = [...parts.slice(0, length), reference].join('.');
      if (this.types.has(candidate)) return candidate;
    }
    return undefined;
  }

  private planFor(typeName: string): Map<string, FieldPlan> {
    let plan = this.plans.get(typeName);
    if (plan) return plan;
    plan = new Map();
    const type = this.types.get(typeName);
    if (!type) throw new Error(`Unknown message type ${typeName}`);
    for (const [name, field] of Object.entries(type.fields ?? {}) as [string, FieldDescriptor][]) {
      const messageType = this.resolve(typeName, field.type);
      plan.set(name, {
        messageType,
        special:
          messageType === 'google.protobuf.Timestamp'
            ? 'timestamp'
            : messageType === 'google.protobuf.Duration'
              ? 'duration'
              : messageType === 'google.protobuf.Struct'
                ? 'struct'
                : messageType && WRAPPERS.has(messageType)
                  ? 'wrapper'
                  : messageType && INT64_WRAPPERS.has(messageType)
                    ? 'int64wrapper'
                    : undefined,
        repeated: field.rule === 'repeated',
        map: field.keyType !== undefined,
      });
    }
    this.plans.set(typeName, plan);
    return plan;
  }

  /** A grpc-js message object -> proto3 JSON. */
  toJson(typeName: string, message: unknown): JsonObject {
    return this.convertMessage(typeName, message as JsonObject, 'toJson');
  }

  /** Proto3 JSON -> an object proto-loader can serialise. */
  fromJson(typeName: string, message: JsonObject): JsonObject {
    return this.convertMessage(typeName, message, 'fromJson');
  }

  private convertMessage(typeName: string, message: JsonObject, direction: Direction): JsonObject {
    const plan = this.planFor(typeName);
    const result: JsonObject = {};
    for (const [key, value] of Object.entries(message)) {
      if (value === undefined) continue;
      const field = plan.get(key);
      if (!field?.messageType) {
        if (field) result[key] = value;
        continue; // fields unknown to the protos are dropped, as a real server would
      }
      if (field.map) {
        const entries: JsonObject = {};
        for (const [mapKey, entry] of Object.entries((value ?? {}) as JsonObject)) {
          entries[mapKey] = this.convertField(field, entry, direction);
        }
        result[key] = entries;
      } else if (field.repeated) {
        result[key] = ((value ?? []) as JsonValue[]).map((item) =>
          this.convertField(field, item, direction),
        );
      } else {
        result[key] = this.convertField(field, value, direction);
      }
    }
    return result;
  }

  private convertField(field: FieldPlan, value: JsonValue, direction: Direction): JsonValue {
    switch (field.special) {
      case 'timestamp':
        return direction === 'toJson' ? timestampToJson(value) : timestampFromJson(value);
      case 'duration':
        return direction === 'toJson' ? durationToJson(value) : durationFromJson(value);
      case 'struct':
        return direction === 'toJson' ? structToJson(value) : structFromJson(value);
      case 'wrapper':
      case 'int64wrapper':
        if (direction === 'toJson') {
          return value !== null && typeof value === 'object' && !Array.isArray(value)
            ? (value.value ?? (field.special === 'int64wrapper' ? '0' : 0))
            : value;
        }
        return { value };
      default:
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
        return this.convertMessage(field.messageType as string, value, direction);
    }
  }
}

function timestampToJson(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return formatTimestamp({ seconds: Number(value.seconds ?? 0), nanos: Number(value.nanos ?? 0) });
}

function timestampFromJson(value: JsonValue): JsonValue {
  if (typeof value !== 'string') return value;
  try {
    const { seconds, nanos } = parseTimestamp(value);
    return { seconds: String(seconds), nanos };
  } catch {
    throw new RpcError(Code.INTERNAL, `The service produced an invalid timestamp: ${value}`);
  }
}

/** A proto3 JSON Duration ("1.000340s", "-2s") -> {seconds, nanos}. */
function durationFromJson(value: JsonValue): JsonValue {
  const match = typeof value === 'string' ? /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(value) : null;
  if (!match)
    throw new RpcError(Code.INTERNAL, `The service produced an invalid duration: ${String(value)}`);
  const sign = match[1] === '-' ? -1 : 1;
  const nanos = Number((match[3] ?? '').padEnd(9, '0'));
  return { seconds: String(sign * Number(match[2])), nanos: sign * nanos };
}

function durationToJson(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const seconds = Number(value.seconds ?? 0);
  const nanos = Number(value.nanos ?? 0);
  const negative = seconds < 0 || nanos < 0;
  const fraction = String(Math.abs(nanos)).padStart(9, '0');
  return `${negative ? '-' : ''}${Math.abs(seconds)}.${fraction}s`;
}

/** A plain JSON value -> google.protobuf.Value. */
function protobufValue(value: JsonValue): JsonObject {
  if (value === null) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { numberValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { values: value.map(protobufValue) } };
  return { structValue: structFromJson(value) as JsonObject };
}

function structFromJson(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields: JsonObject = {};
  for (const [key, entry] of Object.entries(value)) fields[key] = protobufValue(entry);
  return { fields };
}

/** google.protobuf.Value -> the plain JSON value. */
function plainValue(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if ('numberValue' in value) return value.numberValue ?? 0;
  if ('stringValue' in value) return value.stringValue ?? '';
  if ('boolValue' in value) return value.boolValue ?? false;
  if ('structValue' in value) return structToJson(value.structValue ?? {});
  if ('listValue' in value) {
    const list = (value.listValue ?? {}) as JsonObject;
    return ((list.values ?? []) as JsonValue[]).map(plainValue);
  }
  return null;
}

function structToJson(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const result: JsonObject = {};
  for (const [key, entry] of Object.entries((value.fields ?? {}) as JsonObject)) {
    result[key] = plainValue(entry);
  }
  return result;
}
