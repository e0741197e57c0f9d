// Entry point that Cloud Functions loads: every deployed function is re-exported from here.
// Features add their triggers and callables as modules beside this file.
export {};
