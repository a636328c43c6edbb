/** What a stylesheet import (import './x.css') resolves to under Jest: the tests never read CSS. */
export {};
