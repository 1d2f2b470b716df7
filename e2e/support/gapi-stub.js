// A stand-in for https://apis.google.com/js/api.js, which these machines cannot reach. The Firebase
// client SDK and the Auth emulator's helper iframe both load it for `gapi.iframes`, a message
// channel between the page and the helper iframe. This implements just that channel over
// postMessage, so the emulator's real Google sign-in popup can run offline. Served by
// e2e/google.spec.ts through page.route; the app never ships it.
(function () {
  var FILTER = "gapi-stub-cross-origin";
  var handlers = {};
  var waiting = {}; // messages that arrived before their handler was registered
  var replies = {};
  var seq = 0;

  function answer(message, source) {
    var result = handlers[message.type](message.data);
    source.postMessage({ __gapiStub: "reply", id: message.id, result: [result] }, "*");
  }

  function channel(target) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        (waiting[type] || []).splice(0).forEach(function (queued) {
          answer(queued.message, queued.source);
        });
      },
      send: function (type, data, callback) {
        var id = "gapi-stub-" + ++seq;
        if (callback) replies[id] = callback;
        target().postMessage({ __gapiStub: "send", id: id, type: type, data: data }, "*");
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = "gapi-stub-" + ++seq;
          replies[id] = function () {
            if (callback) callback();
            resolve();
          };
          target().postMessage({ __gapiStub: "ping", id: id }, "*");
        });
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || typeof message !== "object" || !message.__gapiStub) return;
    if (message.__gapiStub === "ping") {
      event.source.postMessage({ __gapiStub: "reply", id: message.id, result: [] }, "*");
    } else if (message.__gapiStub === "send") {
      if (handlers[message.type]) answer(message, event.source);
      else (waiting[message.type] = waiting[message.type] || []).push({ message: message, source: event.source });
    } else if (message.__gapiStub === "reply" && replies[message.id]) {
      var reply = replies[message.id];
      delete replies[message.id];
      reply(message.result);
    }
  });

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () {
      return {
        open: function (options, onOpen) {
          var frame = document.createElement("iframe");
          frame.src = options.url;
          frame.style.display = "none";
          var handle = channel(function () {
            return frame.contentWindow;
          });
          var opened = new Promise(function (resolve) {
            frame.addEventListener("load", function () {
              resolve(onOpen(handle));
            });
          });
          (options.where || document.body).appendChild(frame);
          return opened;
        },
        getParentIframe: function () {
          return channel(function () {
            return window.parent;
          });
        },
      };
    },
  };
  window.gapi.load = function (_name, options) {
    setTimeout(typeof options === "function" ? options : options.callback, 0);
  };

  // api.js calls ?onload=NAME, and window.gapi_onload, once loaded.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();
