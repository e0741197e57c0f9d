// Starts the emulator: state, service, both transports, on one port (127.0.0.1 by default).
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { createEmulatorControl } from '../firestore/control.js';
import {
  exportData,
  importData,
  openDataDir,
  type DataDir,
  type JournalReader,
} from '../firestore/persistence.js';
import { createFirestoreRpcs, type FirestoreService } from '../firestore/service.js';
import {
  DEFAULT_RULES_PROJECT,
  createEmulatorState,
  type EmulatorState,
} from '../firestore/state.js';
import { createGrpcServer } from '../grpc/server.js';
import { createHttpHandler } from '../http/index.js';
import { keepIdleConnectionsLongerThanClients } from '../http-common/keep-alive.js';
import { listen } from '../http-common/listen.js';
import type { EmulatorControl } from '../rpc/contract.js';
import { routeConnection } from './connection-router.js';

export interface EmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** firestore.indexes.json, for index enforcement (re-read when it changes). */
  indexesPath?: string;
  /** Defaults to on with `indexesPath`, off without (every query accepted, as Google's emulator). */
  enforceIndexes?: boolean;
  /** firestore.rules, loaded at start for `projectId` (without one: for every project, `*`). */
  rulesPath?: string;
  /** The project the rules file is loaded for (the CLI's --project). */
  projectId?: string;
  /** A folder written by an earlier export, loaded before the port opens. */
  importDir?: string;
  /** Where stop() writes every document. */
  exportOnExit?: string;
  /**
   * Keeps every database in this folder (created if needed): loaded before the port opens, each
   * change journalled there before its commit is acknowledged, so a crash loses no acknowledged
   * write; stop() compacts the journal into a snapshot (docs/emulator.md, "Control and
   * persistence"). `importDir`, if also given and another folder, is loaded on top, journalled.
   */
  dataDir?: string;
  /**
   * With `dataDir`: told of each journalled commit replayed at start and of each compaction, for
   * a follower of the commits that keeps its own progress (docs/emulator.md, "Control and
   * persistence").
   */
  journalReader?: JournalReader;
  /** Told what a start from `dataDir` skipped (a torn last record); console.warn without. */
  log?: (line: string) => void;
  /** How long a write waits for a document locked by a transaction (default 20 s). */
  lockTimeoutMs?: number;
}

export interface RunningEmulator {
  port: number;
  host: string;
  stop(): Promise<void>;
  rpcs: FirestoreService;
  control: EmulatorControl;
  state: EmulatorState;
  /** Documents loaded from `importDir`; undefined when it held no export (or none was asked). */
  imported: number | undefined;
  /** With `dataDir`: what it held when loaded, its journal's fsyncs, and compaction on demand. */
  dataDir: DataDir | undefined;
  /** Writes every document to `dir` now. */
  exportTo(dir: string): Promise<void>;
  /**
   * Forgets every WebChannel session, as a restarted server would: browser clients meet
   * "Unknown SID" on their next request and open new channels. (For resilience tests.)
   */
  dropChannelSessions(): void;
}

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const state = createEmulatorState({
    ...(options.indexesPath !== undefined && { indexesPath: options.indexesPath }),
    ...(options.enforceIndexes !== undefined && { enforceIndexes: options.enforceIndexes }),
    ...(options.lockTimeoutMs !== undefined && { lockTimeoutMs: options.lockTimeoutMs }),
  });
  const rpcs = createFirestoreRpcs(state);
  const control = createEmulatorControl(state);
  let dataDir: DataDir | undefined;
  if (options.dataDir) {
    dataDir = await openDataDir(
      state.store,
      state.clock,
      options.dataDir,
      options.log ?? ((line) => console.warn(line)),
      undefined,
      options.journalReader,
    );
  }
  let imported: number | undefined;
  if (options.importDir && options.importDir !== options.dataDir) {
    imported = await importData(state.store, state.clock, options.importDir);
  }
  if (options.rulesPath) {
    const source = await readFile(options.rulesPath, 'utf8');
    const result = await control.loadRules(options.projectId ?? DEFAULT_RULES_PROJECT, source);
    if (!result.ok) throw new Error(`Cannot load ${options.rulesPath}: ${result.message}`);
  }

  const grpcServer = createGrpcServer(rpcs);
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const httpHandler = createHttpHandler({ rpcs, control });
  const httpServer = createHttpServer(httpHandler);
  keepIdleConnectionsLongerThanClients(httpServer);

  const sockets = new Set<Socket>();
  const netServer = createNetServer((socket) => {
    // Small RPC frames must not wait for Nagle's algorithm (40 ms stalls with delayed ACKs).
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    routeConnection(socket, {
      http2: (connection) => injector.injectConnection(connection),
      http1: (connection) => {
        httpServer.emit('connection', connection);
      },
    });
  });

  const port = await listen(netServer, options.port, host);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      rpcs.dropStreams();
      const closed = new Promise<void>((resolve) => netServer.close(() => resolve()));
      httpHandler.close();
      injector.drain(0);
      grpcServer.forceShutdown();
      for (const socket of sockets) socket.destroy();
      httpServer.close();
      await closed;
      state.transactions.close();
      if (options.exportOnExit) await exportData(state.store, options.exportOnExit);
      if (dataDir) {
        await dataDir.compact();
        await dataDir.close();
      }
    })();
    return stopping;
  };

  return {
    port,
    host,
    stop,
    rpcs,
    control,
    state,
    imported,
    dataDir,
    exportTo: (dir) => exportData(state.store, dir),
    dropChannelSessions: () => httpHandler.close(),
  };
}
