/**
 * The state libraries the shell and every remote use: Redux Toolkit, RTK Query and React Redux,
 * the parts the apps use and only those. Shared at run time as one singleton (a store's hooks
 * must reach its Provider's context), and a shared library cannot be tree-shaken, so this module
 * is what is shared instead of the libraries themselves: the one copy every page downloads holds
 * only what is named here (immer and reselect included, inside it). Import state from here,
 * never from the libraries.
 */
export { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
export type { Middleware, PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export type { BaseQueryFn, EndpointBuilder, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
export { Provider, useDispatch, useSelector } from 'react-redux';
