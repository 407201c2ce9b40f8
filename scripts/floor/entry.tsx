// The floor: the libraries every page of the app needs, built as one ordinary production bundle
// (tree-shaken, no federation). `npm run bench` compares the pages' weight against it.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ session: build.query<unknown, void>({ query: () => 'session' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});
const Main = styled.main`
  padding: 1rem;
`;

function Page() {
  const { data } = api.useSessionQuery();
  return (
    <Main>
      {JSON.stringify(data)}
      <Calendar />
    </Main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
