/**
 * The router the shell and every remote share: the parts of react-router the apps use, and
 * only those. Shared at run time as one singleton (every route, link and navigation must reach
 * the shell's router), and a shared library cannot be tree-shaken, so this module is what is
 * shared instead of the whole of react-router: the one copy every page downloads holds only
 * what is named here. Import routing from here, never from react-router itself. (The tests'
 * MemoryRouter is not here: every page would download it; the component-test kit imports it
 * from react-router, the same module in jest.)
 */
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
