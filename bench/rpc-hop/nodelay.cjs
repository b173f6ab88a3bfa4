// Diagnostic only (run.mjs --nodelay): preloaded into the gateway and credits-service so every
// socket that sets Nagle's algorithm gets TCP_NODELAY instead. amqplib calls
// setNoDelay(false) unless `socketOptions.noDelay` is given, so this shows what the RabbitMQ hop
// costs without Nagle's algorithm. It is not how the product runs.
const net = require('node:net');
const setNoDelay = net.Socket.prototype.setNoDelay;
net.Socket.prototype.setNoDelay = function () {
  return setNoDelay.call(this, true);
};
